"""Correct alternative: always goes through the key data (a typed key's own words, or the raw words)."""
EXERCISE = "prng.typed_key"
VERDICT = "pass"

import jax
import jax.numpy as jnp


def typed_key(key: jax.Array) -> jax.Array:
    is_typed = jnp.issubdtype(key.dtype, jax.dtypes.prng_key)
    words = jax.random.key_data(key) if is_typed else jnp.asarray(key).astype(jnp.uint32)
    return jax.random.wrap_key_data(words)
