"""Hands the legacy uint32 key back: random functions accept it, but it is not a typed key."""
EXERCISE = "prng.typed_key"
VERDICT = "fail"
MESSAGE = "not a typed key"

import jax
import jax.numpy as jnp


def typed_key(key: jax.Array) -> jax.Array:
    return jnp.asarray(key) if not jax.dtypes.issubdtype(key.dtype, jax.dtypes.prng_key) else key
