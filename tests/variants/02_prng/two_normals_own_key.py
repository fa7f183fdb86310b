"""Ignores the key it is given and makes a fixed one with jax.random.key(42)."""
EXERCISE = "prng.two_normals"
VERDICT = "fail"
MESSAGE = "made its own key"

import jax


def two_normals(key: jax.Array) -> tuple[jax.Array, jax.Array]:
    key_a, key_b = jax.random.split(jax.random.key(42))
    return jax.random.normal(key_a), jax.random.normal(key_b)
