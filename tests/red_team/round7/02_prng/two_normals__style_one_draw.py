"""Correct: one draw of a length-2 normal vector from ``key`` (a single use of the key), unpacked into two 0-d arrays.

Violates: nothing (a correct solution in an unusual style).
Verifying input: under jax.debug_key_reuse, under jit and vmap over a batch of keys; a != b, deterministic per key.
"""
EXERCISE = "prng.two_normals"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
import numpy as np


def two_normals(key):
    pair = jax.random.normal(key, (2,))
    return pair[0], pair[1]


if __name__ == "__main__":
    with jax.debug_key_reuse(True):
        a, b = two_normals(jax.random.key(0))
        assert a.shape == () and b.shape == () and a.dtype == jnp.float32 and bool(a != b)
        a2, b2 = jax.jit(two_normals)(jax.random.key(0))
        assert float(a2) == float(a) and float(b2) == float(b)
        keys = jax.random.split(jax.random.key(1), 1000)
        A, B = jax.vmap(two_normals)(keys)
        assert A.shape == (1000,) and bool(jnp.all(A != B))
        assert abs(float(A.mean())) < 0.15 and abs(float(B.std()) - 1) < 0.1 and abs(float(jnp.corrcoef(A, B)[0, 1])) < 0.1
    print("verified")
