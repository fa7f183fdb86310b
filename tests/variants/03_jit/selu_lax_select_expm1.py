"""Alternative: lax.select between the two branches, with jnp.expm1 for exp(x) - 1."""
EXERCISE = "jit.selu"
VERDICT = "pass"

import jax
import jax.numpy as jnp
from jax import lax


@jax.jit
def selu(x: jax.Array) -> jax.Array:
    x = x.astype(jnp.result_type(x, 1.0))  # integers become floats, float16 stays float16
    negative = 1.6732632 * jnp.expm1(x)
    return 1.0507010 * lax.select(x > 0, x, negative)
