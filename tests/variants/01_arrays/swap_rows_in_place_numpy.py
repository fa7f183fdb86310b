"""Swaps with NumPy fancy assignment when it can, so a NumPy input is changed in place."""
EXERCISE = "arrays.swap_rows"
VERDICT = "fail"
MESSAGE = "modified its input"

import jax
import jax.numpy as jnp


def swap_rows(x: jax.Array, i: jax.Array, j: jax.Array) -> jax.Array:
    try:
        x[[i, j]] = x[[j, i]]  # fine for NumPy, raises TypeError for JAX arrays and tracers
        return jnp.asarray(x)
    except TypeError:
        row_i, row_j = x[i], x[j]
        return x.at[i].set(row_j).at[j].set(row_i)
