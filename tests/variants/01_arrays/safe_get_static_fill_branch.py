"""Makes `fill_value` static in its own jit and branches on it in Python, though it may be traced."""
EXERCISE = "arrays.safe_get"
VERDICT = "fail"
MESSAGE = "static"

from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="fill_value")
def safe_get(x, idx, fill_value):
    n = x.shape[0]
    if n == 0:
        return jnp.full(idx.shape, fill_value, x.dtype)
    inside = (idx >= 0) & (idx < n)
    got = x[jnp.clip(idx, 0, n - 1)]
    if fill_value == 0:  # a shortcut for the common case
        return got * inside.astype(x.dtype)
    return jnp.where(inside, got, jnp.asarray(fill_value, x.dtype))
