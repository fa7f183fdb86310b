"""Adds `value - x[i, i]` to the diagonal: in float32, 1e8 + (0.5 - 1e8) is 0, not 0.5."""
EXERCISE = "arrays.set_diagonal"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax.numpy as jnp


def set_diagonal(x, value):
    x = jnp.asarray(x)
    idx = jnp.arange(x.shape[0])
    return x.at[idx, idx].add(value - x[idx, idx])
