"""Alternative: jnp.fill_diagonal with inplace=False, which returns a new array."""
EXERCISE = "arrays.set_diagonal"
VERDICT = "pass"

import jax
import jax.numpy as jnp


def set_diagonal(x: jax.Array, value: float) -> jax.Array:
    x = jnp.asarray(x)
    return jnp.fill_diagonal(x, jnp.asarray(value).astype(x.dtype), inplace=False)
