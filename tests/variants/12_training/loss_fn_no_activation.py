"""Forgets the tanh: a linear model."""
EXERCISE = "training.loss_fn"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax.numpy as jnp


def loss_fn(params, x, y):
    hidden = x @ params["w1"] + params["b1"]
    return jnp.mean((hidden @ params["w2"] + params["b2"] - y) ** 2)
