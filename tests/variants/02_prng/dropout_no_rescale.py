"""Zeroes elements but forgets to divide the survivors by 1 - rate, so the mean shrinks."""
EXERCISE = "prng.dropout"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax
import jax.numpy as jnp


def dropout(key: jax.Array, x: jax.Array, rate: float) -> jax.Array:
    x = jnp.asarray(x)
    keep = jax.random.bernoulli(key, 1.0 - rate, x.shape)
    return jnp.where(keep, x, 0).astype(x.dtype)
