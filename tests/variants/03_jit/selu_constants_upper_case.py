"""Alternative: the SELU constants as UPPER_CASE module constants (constants are not hidden inputs)."""
EXERCISE = "jit.selu"
VERDICT = "pass"

import jax
import jax.numpy as jnp

ALPHA = 1.6732632
SCALE = 1.0507010


@jax.jit
def selu(x: jax.Array) -> jax.Array:
    return SCALE * jnp.where(x > 0, x, ALPHA * jnp.expm1(x))
