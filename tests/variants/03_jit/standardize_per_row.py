"""Standardises each row (axis=1) instead of each column."""
EXERCISE = "jit.standardize"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax
import jax.numpy as jnp


@jax.jit
def standardize(x: jax.Array) -> jax.Array:
    mean = jnp.mean(x, axis=1, keepdims=True)
    std = jnp.std(x, axis=1, keepdims=True)
    return (x - mean) / (std + 1e-6)
