"""Re-wraps every key's data with the default implementation, typed keys too: an rbg key's 4 words are not threefry's 2."""
EXERCISE = "prng.typed_key"
VERDICT = "fail"
MESSAGE = "typed_key(key=Array(shape=(), dtype=key<rbg>)) raised TypeError"

import jax
import jax.numpy as jnp


def typed_key(key: jax.Array) -> jax.Array:
    if jnp.issubdtype(key.dtype, jax.dtypes.prng_key):
        key = jax.random.key_data(key)
    return jax.random.wrap_key_data(jnp.asarray(key, jnp.uint32))
