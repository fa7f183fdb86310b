"""Multiplies by a reciprocal of the row count worked out in Python (`1.0 / x.shape[0]`): right for every array with
rows, but an array of shape (0, columns), which the contract admits, raises ZeroDivisionError while tracing instead of
giving an empty result."""
EXERCISE = "jit.standardize"
VERDICT = "fail"
MESSAGE = "ZeroDivisionError"

import jax
import jax.numpy as jnp


@jax.jit
def standardize(x: jax.Array) -> jax.Array:
    inv_rows = 1.0 / x.shape[0]
    centred = x - jnp.sum(x, axis=0) * inv_rows
    std = jnp.sqrt(jnp.sum(centred * centred, axis=0) * inv_rows)
    return centred / (std + 1e-6)
