"""Standardises correctly but without @jax.jit, so nothing is fused."""
EXERCISE = "jit.standardize"
VERDICT = "fail"
MESSAGE = "too slow"
TIMED_CHECK = "speedup"

import jax
import jax.numpy as jnp


def standardize(x: jax.Array) -> jax.Array:
    return (x - jnp.mean(x, axis=0)) / (jnp.std(x, axis=0) + 1e-6)
