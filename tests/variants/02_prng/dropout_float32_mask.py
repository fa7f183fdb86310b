"""Multiplies by a float32 mask, so float16 or bfloat16 inputs come back as float32."""
EXERCISE = "prng.dropout"
VERDICT = "fail"
MESSAGE = "wrong dtype"

import jax
import jax.numpy as jnp


def dropout(key: jax.Array, x: jax.Array, rate: float) -> jax.Array:
    keep_prob = 1.0 - rate
    mask = jax.random.bernoulli(key, keep_prob, jnp.shape(x)).astype(jnp.float32)
    return jnp.where(rate == 0, x, x * mask / keep_prob)
