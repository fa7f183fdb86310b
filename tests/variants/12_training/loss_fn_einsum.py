"""Correct alternative: einsum and an explicit square."""
EXERCISE = "training.loss_fn"
VERDICT = "pass"

import jax.numpy as jnp


def loss_fn(params, x, y):
    hidden = jnp.tanh(jnp.einsum("bf,fh->bh", x, params["w1"]) + params["b1"])
    error = jnp.einsum("bh,h->b", hidden, params["w2"]) + params["b2"] - y
    return jnp.mean(error * error)
