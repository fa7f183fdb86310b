"""Drops a fixed pattern of exactly the right fraction, ignoring the key."""
EXERCISE = "prng.dropout"
VERDICT = "fail"
MESSAGE = "ignores its key"

import jax
import jax.numpy as jnp


def dropout(key: jax.Array, x: jax.Array, rate: float) -> jax.Array:
    x = jnp.asarray(x)
    position = jnp.arange(x.size).reshape(x.shape) % 1000
    keep = position >= round(rate * 1000)
    return jnp.where(keep, x / (1 - rate), 0).astype(x.dtype)
