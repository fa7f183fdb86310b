"""Alternative: computes in float32 whatever comes in, and casts back to x's dtype at the end."""
EXERCISE = "jit.selu"
VERDICT = "pass"

import jax
import jax.numpy as jnp


@jax.jit
def selu(x: jax.Array) -> jax.Array:
    wide = x.astype(jnp.float32)
    out = jnp.float32(1.0507010) * jnp.where(wide > 0, wide, jnp.float32(1.6732632) * jnp.expm1(jnp.minimum(wide, 0)))
    return out.astype(x.dtype)
