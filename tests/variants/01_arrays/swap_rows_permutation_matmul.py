"""Multiplies by a permutation matrix (`tensordot`): exact for finite values of any magnitude, but an inf or
nan in x becomes nan in every row it is summed into (inf * 0 is nan), where a gather moves it alone."""
EXERCISE = "arrays.swap_rows"
VERDICT = "fail"
MESSAGE = "`inf * 0` is nan"

import jax
import jax.numpy as jnp


def swap_rows(x, i, j):
    x = jnp.asarray(x)
    order = jnp.arange(x.shape[0])
    order = jnp.where(order == i, j, jnp.where(order == j, i, order))
    permutation = (order[:, None] == jnp.arange(x.shape[0])[None, :]).astype(x.dtype)
    return jnp.tensordot(permutation, x, axes=1, precision=jax.lax.Precision.HIGHEST)
