"""Passes rate to bernoulli as the keep probability, so it keeps what it should drop."""
EXERCISE = "prng.dropout"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax
import jax.numpy as jnp


def dropout(key: jax.Array, x: jax.Array, rate: float) -> jax.Array:
    x = jnp.asarray(x)
    keep = jax.random.bernoulli(key, rate, x.shape)
    dropped = jnp.where(keep, x / (1.0 - rate), 0)
    return jnp.where(rate == 0, x, dropped).astype(x.dtype)
