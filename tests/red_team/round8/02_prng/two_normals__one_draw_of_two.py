"""Correct: draws a single normal vector of shape (2,) from the key (one use of the key) and unpacks its two independent entries.

Violates: nothing.
Verifying input: two_normals(jax.random.key(0)) gives two distinct float32 0-d arrays, the same on every call, with no key reused (checked under jax.debug_key_reuse) and under vmap.
"""
EXERCISE = "prng.two_normals"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
import numpy as np


def two_normals(key: jax.Array) -> tuple[jax.Array, jax.Array]:
    a, b = jax.random.normal(key, (2,))
    return a, b


if __name__ == "__main__":
    a, b = two_normals(jax.random.key(0))
    assert (a.shape, bool(a != b)) == ((), True)
    assert a.dtype == jnp.float32 and b.dtype == jnp.float32
    with jax.debug_key_reuse(True):
        a1, b1 = two_normals(jax.random.key(0))
        a2, b2 = jax.jit(two_normals)(jax.random.key(0))
    assert float(a1) == float(a2) and float(b1) == float(b2) and float(a1) == float(a)
    av, bv = jax.vmap(two_normals)(jax.random.split(jax.random.key(3), 4000))
    av, bv = np.asarray(av, np.float64), np.asarray(bv, np.float64)
    assert av.shape == (4000,) and abs(av.mean()) < 0.1 and abs(bv.std() - 1.0) < 0.1
    assert abs(np.corrcoef(av, bv)[0, 1]) < 0.1
    print("correct")
