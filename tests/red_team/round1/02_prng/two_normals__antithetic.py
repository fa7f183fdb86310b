"""Draws one normal and returns it with its negative (antithetic pair): both are standard normal and a != b, but b is fully determined by a.

Violates: "each standard normal, independent of each other".
Verifying input: 4000 keys from jax.random.split(jax.random.key(0), 4000) -> the docstring requires corr(a, b) near 0, this gives corr(a, b) == -1.
"""
EXERCISE = "prng.two_normals"
VERDICT = "fail"
KIND = "law"

import jax
import jax.numpy as jnp
import numpy as np


def two_normals(key: jax.Array) -> tuple[jax.Array, jax.Array]:
    a = jax.random.normal(key)
    return a, -a


if __name__ == "__main__":
    a, b = two_normals(jax.random.key(0))
    assert a.shape == () and bool(a != b) and a.dtype == jnp.float32
    with jax.debug_key_reuse(True):
        two_normals(jax.random.key(1))
        jax.jit(two_normals)(jax.random.key(2))
    keys = jax.random.split(jax.random.key(0), 4000)
    a, b = jax.vmap(two_normals)(keys)
    a, b = np.asarray(a), np.asarray(b)
    assert abs(a.mean()) < 0.1 and abs(a.std() - 1) < 0.05 and abs(b.std() - 1) < 0.05
    corr = np.corrcoef(a, b)[0, 1]
    assert corr < -0.99, corr   # independence requires about 0
    print("verified")
