"""The student decides "raw or typed" by looking for a trailing axis of length 2 instead of at the dtype, so a typed key batch of shape (..., 2), e.g. from jax.random.split(key), is treated as raw data and crashes."""
EXERCISE = "prng.typed_key"
VERDICT = "fail"
MESSAGE = 'typed_key(key=Array(shape=(2,), dtype=key<fry>)) raised ValueError'

import jax
import jax.numpy as jnp


def typed_key(key: jax.Array) -> jax.Array:
    if key.ndim >= 1 and key.shape[-1] == 2:
        return jax.random.wrap_key_data(jnp.asarray(key, jnp.uint32))
    return key
