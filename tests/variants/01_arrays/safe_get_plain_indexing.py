"""Uses x[idx] directly, so out-of-range indices are clamped and negative ones wrap."""
EXERCISE = "arrays.safe_get"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax
import jax.numpy as jnp


def safe_get(x: jax.Array, idx: jax.Array, fill_value: float) -> jax.Array:
    return jnp.asarray(x)[idx]
