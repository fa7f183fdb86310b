"""Sums the squared errors instead of averaging them."""
EXERCISE = "training.loss_fn"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax.numpy as jnp


def loss_fn(params, x, y):
    hidden = jnp.tanh(x @ params["w1"] + params["b1"])
    return jnp.sum((hidden @ params["w2"] + params["b2"] - y) ** 2)
