"""Converts with jnp.asarray and lets promotion make the floats (`* jnp.float32(1)`): a list of Python ints becomes an int32 array on the way, which refuses ints past int32's range that np.average takes."""
EXERCISE = "gotchas.weighted_mean"
VERDICT = "fail"
MESSAGE = "raised OverflowError"

import jax.numpy as jnp


def weighted_mean(values, weights):
    one = jnp.float32(1)
    v = jnp.asarray(values) * one
    w = jnp.asarray(weights) * one
    return jnp.sum(v * w) / jnp.sum(w)
