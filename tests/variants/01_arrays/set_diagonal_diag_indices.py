"""Alternative: a scatter at the index pair returned by jnp.diag_indices."""
EXERCISE = "arrays.set_diagonal"
VERDICT = "pass"

import jax
import jax.numpy as jnp


def set_diagonal(x: jax.Array, value: float) -> jax.Array:
    x = jnp.asarray(x)
    rows, cols = jnp.diag_indices(x.shape[0])
    return x.at[rows, cols].set(jnp.asarray(value).astype(x.dtype))
