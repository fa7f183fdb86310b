"""Rebuilds a typed key from the first two words of its data, taking every key to be threefry's two words: an rbg key (4 words) comes back as another, threefry key."""
EXERCISE = "prng.typed_key"
VERDICT = "fail"
MESSAGE = "given a typed key of the 'rbg' implementation"

import jax
import jax.numpy as jnp


def typed_key(key: jax.Array) -> jax.Array:
    if jnp.issubdtype(key.dtype, jax.dtypes.prng_key):
        return jax.random.wrap_key_data(jax.random.key_data(key)[..., :2])
    return jax.random.wrap_key_data(jnp.asarray(key, jnp.uint32))
