"""Keeps the SELU constants in lower-case module variables, which jit freezes at trace time."""
EXERCISE = "jit.selu"
VERDICT = "fail"
MESSAGE = "reads the global variable"

import jax
import jax.numpy as jnp

alpha = 1.6732632
scale = 1.0507010


@jax.jit
def selu(x: jax.Array) -> jax.Array:
    return scale * jnp.where(x > 0, x, alpha * (jnp.exp(x) - 1))
