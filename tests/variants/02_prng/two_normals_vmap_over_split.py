"""Alternative: vmaps jax.random.normal over the two subkeys of a split."""
EXERCISE = "prng.two_normals"
VERDICT = "pass"

import jax


def two_normals(key: jax.Array) -> tuple[jax.Array, jax.Array]:
    draws = jax.vmap(jax.random.normal)(jax.random.split(key, 2))
    return draws[0], draws[1]
