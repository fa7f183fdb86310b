"""Builds the mask with np.random.rand, NumPy's global generator, instead of the key."""
EXERCISE = "prng.dropout"
VERDICT = "fail"
MESSAGE = "global random state"

import numpy as np
import jax
import jax.numpy as jnp


def dropout(key: jax.Array, x: jax.Array, rate: float) -> jax.Array:
    x = jnp.asarray(x)
    keep = jnp.asarray(np.random.rand(*x.shape) >= rate)
    dropped = jnp.where(keep, x / (1.0 - rate), 0)
    return jnp.where(rate == 0, x, dropped).astype(x.dtype)
