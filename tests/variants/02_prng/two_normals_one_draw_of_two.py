"""Alternative: one draw of shape (2,) from the key, unpacked; its two entries are independent."""
EXERCISE = "prng.two_normals"
VERDICT = "pass"

import jax


def two_normals(key: jax.Array) -> tuple[jax.Array, jax.Array]:
    a, b = jax.random.normal(key, (2,))
    return a, b
