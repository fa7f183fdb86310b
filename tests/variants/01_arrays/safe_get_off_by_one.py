"""Treats idx == len(x) as inside (<= instead of <), which then reads the clamped last element."""
EXERCISE = "arrays.safe_get"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax
import jax.numpy as jnp


def safe_get(x: jax.Array, idx: jax.Array, fill_value: float) -> jax.Array:
    x = jnp.asarray(x)
    idx = jnp.asarray(idx)
    n = x.shape[0]
    fill = jnp.asarray(fill_value).astype(x.dtype)
    inside = (idx >= 0) & (idx <= n)
    return jnp.where(inside, x[jnp.clip(idx, 0, n - 1)], fill)
