"""Only checks the upper bound, so negative indices wrap around NumPy-style instead of filling."""
EXERCISE = "arrays.safe_get"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax
import jax.numpy as jnp


def safe_get(x: jax.Array, idx: jax.Array, fill_value: float) -> jax.Array:
    x = jnp.asarray(x)
    idx = jnp.asarray(idx)
    fill = jnp.asarray(fill_value).astype(x.dtype)
    return jnp.where(idx < x.shape[0], x[idx], fill)
