"""Multiplies x by the 0/1 keep mask and divides by max(keep probability, 1e-12): the guard works in
float32, but in float16 1e-12 rounds to 0, so rate 1 still gives 0 / 0 = NaN."""
EXERCISE = "prng.dropout"
VERDICT = "fail"
MESSAGE = "with rate 1 every element is dropped"

import jax
import jax.numpy as jnp


def dropout(key: jax.Array, x: jax.Array, rate: float) -> jax.Array:
    x = jnp.asarray(x)
    keep_prob = 1.0 - rate
    keep = jax.random.bernoulli(key, keep_prob, x.shape)
    # Dividing by max(keep_prob, tiny) avoids 0 * inf = nan when rate == 1.
    out = x * keep / jnp.maximum(keep_prob, 1e-12)
    return jnp.where(rate == 0, x, out).astype(x.dtype)
