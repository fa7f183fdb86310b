"""Tests 0 <= idx <= n - 1 as `idx * (n - 1 - idx) >= 0`: for idx = -2**31 the int32 product wraps to 0."""
EXERCISE = "arrays.safe_get"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax.numpy as jnp


def safe_get(x, idx, fill_value):
    x = jnp.asarray(x)
    idx = jnp.asarray(idx)
    n = x.shape[0]
    fill = jnp.asarray(fill_value).astype(x.dtype)
    if n == 0:
        return jnp.broadcast_to(fill, idx.shape)
    inside = idx * (n - 1 - idx) >= 0
    return jnp.where(inside, x[jnp.clip(idx, 0, n - 1)], fill)
