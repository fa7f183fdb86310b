"""Alternative: multiply by a permutation matrix (`tensordot`): products with 0 and 1 are exact at any magnitude."""
EXERCISE = "arrays.swap_rows"
VERDICT = "pass"

import jax
import jax.numpy as jnp


def swap_rows(x, i, j):
    x = jnp.asarray(x)
    order = jnp.arange(x.shape[0])
    order = jnp.where(order == i, j, jnp.where(order == j, i, order))
    permutation = (order[:, None] == jnp.arange(x.shape[0])[None, :]).astype(x.dtype)
    return jnp.tensordot(permutation, x, axes=1, precision=jax.lax.Precision.HIGHEST)
