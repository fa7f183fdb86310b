"""Alternative: appends fill_value to x and sends every out-of-range index to that last slot."""
EXERCISE = "arrays.safe_get"
VERDICT = "pass"

import jax
import jax.numpy as jnp


def safe_get(x: jax.Array, idx: jax.Array, fill_value: float) -> jax.Array:
    x = jnp.asarray(x)
    idx = jnp.asarray(idx)
    n = x.shape[0]
    padded = jnp.concatenate([x, jnp.asarray(fill_value).astype(x.dtype)[None]])
    return padded[jnp.where((idx >= 0) & (idx < n), idx, n)]
