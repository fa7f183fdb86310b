"""Splits the key but then draws from the parent key as well as from a subkey."""
EXERCISE = "prng.two_normals"
VERDICT = "fail"
MESSAGE = "reused a key"

import jax


def two_normals(key: jax.Array) -> tuple[jax.Array, jax.Array]:
    subkey, _ = jax.random.split(key)
    return jax.random.normal(key), jax.random.normal(subkey)
