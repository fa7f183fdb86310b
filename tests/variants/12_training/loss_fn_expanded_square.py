"""Computes the mean squared error by expanding the square, mean(p**2) - 2*mean(p*y) + mean(y**2), which cancels catastrophically in float32."""
EXERCISE = "training.loss_fn"
VERDICT = "fail"
MESSAGE = 'added to'

import jax
import jax.numpy as jnp


def loss_fn(params, x, y):
    p = jnp.tanh(x @ params["w1"] + params["b1"]) @ params["w2"] + params["b2"]
    return jnp.mean(p * p) - 2.0 * jnp.mean(p * y) + jnp.mean(y * y)
