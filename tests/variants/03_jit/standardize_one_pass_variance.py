"""The student computes the variance in one pass as E[x^2] - E[x]^2, which cancels catastrophically in float32 when a column's mean is large compared with its spread."""
EXERCISE = "jit.standardize"
VERDICT = "fail"
MESSAGE = 'added to'

import jax
import jax.numpy as jnp


@jax.jit
def standardize(x: jax.Array) -> jax.Array:
    mean = jnp.mean(x, axis=0)
    var = jnp.mean(x * x, axis=0) - mean * mean
    std = jnp.sqrt(jnp.maximum(var, 0.0))
    return (x - mean) / (std + 1e-6)
