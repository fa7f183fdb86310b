"""Correct alternative: always goes through the key data (a typed key's own words and implementation, or the raw words)."""
EXERCISE = "prng.typed_key"
VERDICT = "pass"

import jax
import jax.numpy as jnp


def typed_key(key: jax.Array) -> jax.Array:
    is_typed = jnp.issubdtype(key.dtype, jax.dtypes.prng_key)
    if is_typed:
        return jax.random.wrap_key_data(jax.random.key_data(key), impl=jax.random.key_impl(key))
    return jax.random.wrap_key_data(jnp.asarray(key).astype(jnp.uint32))
