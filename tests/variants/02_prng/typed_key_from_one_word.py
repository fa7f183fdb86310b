"""Rebuilds a key from the raw key's second word: right for PRNGKey(seed) with a small seed ([0, seed]),
wrong for a split key, and it makes a new key inside the function."""
EXERCISE = "prng.typed_key"
VERDICT = "fail"
MESSAGE = "draw other numbers than the raw keys"

import jax
import jax.numpy as jnp


def typed_key(key: jax.Array) -> jax.Array:
    if jax.dtypes.issubdtype(key.dtype, jax.dtypes.prng_key):
        return key
    key = jnp.asarray(key)
    return jax.vmap(jax.random.key)(key.reshape(-1, 2)[:, 1]).reshape(key.shape[:-1])
