"""Alternative: `jnp.where` on a boolean identity, with the value cast to x's dtype first (int8 and float16 kept)."""
EXERCISE = "arrays.set_diagonal"
VERDICT = "pass"

import jax
import jax.numpy as jnp


def set_diagonal(x: jax.Array, value: float) -> jax.Array:
    x = jnp.asarray(x)
    return jnp.where(jnp.eye(x.shape[0], dtype=bool), jnp.asarray(value).astype(x.dtype), x)
