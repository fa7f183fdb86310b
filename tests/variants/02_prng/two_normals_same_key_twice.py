"""Draws both numbers from the same key, so they are always equal."""
EXERCISE = "prng.two_normals"
VERDICT = "fail"
MESSAGE = "reused a key"

import jax


def two_normals(key: jax.Array) -> tuple[jax.Array, jax.Array]:
    return jax.random.normal(key), jax.random.normal(key)
