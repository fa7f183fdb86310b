"""Puts the float `fill_value` in with `jnp.where` uncast: an integer x gives a float32 result."""
EXERCISE = "arrays.safe_get"
VERDICT = "fail"
MESSAGE = "with x in int8, the result should stay int8"

import jax
import jax.numpy as jnp


def safe_get(x: jax.Array, idx: jax.Array, fill_value: float) -> jax.Array:
    x, idx = jnp.asarray(x), jnp.asarray(idx)
    n = x.shape[0]
    inside = (idx >= 0) & (idx < n)
    return jnp.where(inside, x[jnp.clip(idx, 0, max(n - 1, 0))], fill_value)
