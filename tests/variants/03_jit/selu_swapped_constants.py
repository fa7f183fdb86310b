"""Swaps alpha and scale."""
EXERCISE = "jit.selu"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax
import jax.numpy as jnp


@jax.jit
def selu(x: jax.Array) -> jax.Array:
    alpha = 1.0507010
    scale = 1.6732632
    return scale * jnp.where(x > 0, x, alpha * (jnp.exp(x) - 1))
