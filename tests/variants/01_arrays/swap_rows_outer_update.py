"""Swaps by adding an outer product, x + (e_i - e_j)(x_j - x_i): in float32 1e8 + (1 - 1e8) is 0, not 1."""
EXERCISE = "arrays.swap_rows"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax.numpy as jnp


def swap_rows(x, i, j):
    x = jnp.asarray(x)
    rows = jnp.arange(x.shape[0])
    direction = ((rows == i).astype(x.dtype) - (rows == j).astype(x.dtype)).reshape((-1,) + (1,) * (x.ndim - 1))
    return x + direction * (x[j] - x[i])
