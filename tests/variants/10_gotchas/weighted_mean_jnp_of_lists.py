"""Hands Python lists straight to jnp.multiply and jnp.sum, which refuse them."""
EXERCISE = "gotchas.weighted_mean"
VERDICT = "fail"
MESSAGE = "was given a Python list or tuple"

import jax.numpy as jnp


def weighted_mean(values, weights):
    return (jnp.sum(jnp.multiply(values, weights)) / jnp.sum(weights)).astype(jnp.float32)
