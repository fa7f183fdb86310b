"""Multiplies by the 0/1 mask and divides by 1 - rate: right for rate < 1, but rate 1 gives 0 / 0 = NaN."""
EXERCISE = "prng.dropout"
VERDICT = "fail"
MESSAGE = "with rate 1 every element is dropped"

import jax
import jax.numpy as jnp


def dropout(key: jax.Array, x: jax.Array, rate: float) -> jax.Array:
    x = jnp.asarray(x)
    keep = jax.random.bernoulli(key, 1.0 - rate, x.shape)
    out = x * keep / (1.0 - rate)
    return jnp.where(rate == 0, x, out).astype(x.dtype)
