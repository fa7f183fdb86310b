"""Keeps integer inputs as integers and divides with //, truncating the mean."""
EXERCISE = "gotchas.weighted_mean"
VERDICT = "fail"
MESSAGE = "wrong"

import jax.numpy as jnp


def weighted_mean(values, weights):
    v, w = jnp.asarray(values), jnp.asarray(weights)
    return (jnp.sum(v * w) // jnp.sum(w)).astype(jnp.float32)
