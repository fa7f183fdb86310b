"""The student multiplies x by the 0/1 keep mask and a scale instead of selecting, so a dropped inf (or any inf at rate 1) becomes nan instead of 0."""
EXERCISE = "prng.dropout"
VERDICT = "fail"
MESSAGE = '`0 * inf` is nan'

import jax
import jax.numpy as jnp


def dropout(key: jax.Array, x: jax.Array, rate: float) -> jax.Array:
    x = jnp.asarray(x)
    keep = jax.random.bernoulli(key, 1.0 - rate, x.shape)
    rate = jnp.asarray(rate, jnp.float32)
    scale = jnp.where(rate < 1.0, 1.0 / (1.0 - rate), 0.0)
    return (x * keep.astype(x.dtype) * scale).astype(x.dtype)
