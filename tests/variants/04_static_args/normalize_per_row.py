"""Takes the norm of each row (last axis) instead of one norm over all of x."""
EXERCISE = "static_args.normalize"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax
import jax.numpy as jnp


@jax.jit
def normalize(x: jax.Array, eps: float) -> jax.Array:
    return x / (jnp.linalg.norm(x, axis=-1, keepdims=True) + eps)
