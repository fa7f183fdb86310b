"""Computes SELU correctly but without @jax.jit, so every jnp call runs as a separate kernel."""
EXERCISE = "jit.selu"
VERDICT = "fail"
MESSAGE = "too slow"
TIMED_CHECK = "speedup"

import jax
import jax.numpy as jnp


def selu(x: jax.Array) -> jax.Array:
    alpha = 1.6732632
    scale = 1.0507010
    return scale * jnp.where(x > 0, x, alpha * (jnp.exp(x) - 1))
