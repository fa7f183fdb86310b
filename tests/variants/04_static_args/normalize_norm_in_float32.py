"""Takes the norm of `x.astype(jnp.float32)` "to avoid overflow", and so returns float32 for a float16 x."""
EXERCISE = "static_args.normalize"
VERDICT = "fail"
MESSAGE = "with x in float16, the result should stay float16"

import jax
import jax.numpy as jnp


@jax.jit
def normalize(x: jax.Array, eps: float) -> jax.Array:
    return x / (jnp.linalg.norm(x.astype(jnp.float32)) + eps)
