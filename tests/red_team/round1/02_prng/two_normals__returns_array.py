"""Returns one (2,) array from normal(key, (2,)) instead of a tuple of two scalars; `a, b = ...` still unpacks it.

Violates: "A tuple (a, b) of two float32 scalars (0-d arrays)".
Verifying input: jax.random.key(0) -> the docstring requires a tuple of two 0-d arrays, this returns a jax.Array of shape (2,) (and (n, 2) under vmap).
"""
EXERCISE = "prng.two_normals"
VERDICT = "fail"
KIND = "returns"

import jax
import jax.numpy as jnp
import numpy as np


def two_normals(key: jax.Array) -> tuple[jax.Array, jax.Array]:
    return jax.random.normal(key, (2,))


if __name__ == "__main__":
    a, b = two_normals(jax.random.key(0))
    assert a.shape == () and bool(a != b) and a.dtype == jnp.float32
    with jax.debug_key_reuse(True):
        two_normals(jax.random.key(1))
    va, vb = np.asarray(jax.vmap(two_normals)(jax.random.split(jax.random.key(2), 3000))).T
    assert abs(np.corrcoef(va, vb)[0, 1]) < 0.1
    out = two_normals(jax.random.key(0))
    assert not isinstance(out, tuple) and out.shape == (2,), out
    assert jax.vmap(two_normals)(jax.random.split(jax.random.key(0), 5)).shape == (5, 2)
    print("verified")
