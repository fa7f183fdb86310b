"""Alternative: picks value or x with jnp.where and a boolean identity mask."""
EXERCISE = "arrays.set_diagonal"
VERDICT = "pass"

import jax
import jax.numpy as jnp


def set_diagonal(x: jax.Array, value: float) -> jax.Array:
    x = jnp.asarray(x)
    on_diagonal = jnp.eye(x.shape[0], dtype=bool)
    return jnp.where(on_diagonal, jnp.asarray(value).astype(x.dtype), x)
