"""Keeps alpha and scale as `jnp.float32` constants: strongly typed, they promote a float16 x to float32."""
EXERCISE = "jit.selu"
VERDICT = "fail"
MESSAGE = "with x in float16, the result should stay float16"

import jax
import jax.numpy as jnp

ALPHA = jnp.float32(1.6732632)
SCALE = jnp.float32(1.0507010)


@jax.jit
def selu(x: jax.Array) -> jax.Array:
    return SCALE * jnp.where(x > 0, x, ALPHA * (jnp.exp(x) - 1))
