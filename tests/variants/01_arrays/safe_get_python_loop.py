"""Decides each element with a Python if, which needs concrete index values."""
EXERCISE = "arrays.safe_get"
VERDICT = "fail"
MESSAGE = "does not work under jax.jit"

import jax
import jax.numpy as jnp


def safe_get(x: jax.Array, idx: jax.Array, fill_value: float) -> jax.Array:
    x = jnp.asarray(x)
    n = x.shape[0]
    idx = jnp.asarray(idx)
    out = [x[i] if 0 <= i < n else fill_value for i in idx.ravel()]
    return jnp.array(out, dtype=x.dtype).reshape(idx.shape)
