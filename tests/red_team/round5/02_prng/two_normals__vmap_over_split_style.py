"""Correct, vectorised style: split the key in two and ``vmap`` ``jax.random.normal`` over the pair of subkeys, then return the two draws as a tuple.

Violates: nothing (correct solution in an unusual style).
Verifying input: key = jax.random.key(0) -> requires a tuple of two independent float32 0-d standard normals, reproducible and free of key reuse, this returns exactly that (also under jit and vmap).
"""
EXERCISE = "prng.two_normals"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp


def two_normals(key: jax.Array) -> tuple[jax.Array, jax.Array]:
    pair = jax.vmap(jax.random.normal)(jax.random.split(key))
    return pair[0], pair[1]


if __name__ == "__main__":
    import numpy as np

    with jax.debug_key_reuse(True):
        out = two_normals(jax.random.key(0))
        out_j = jax.jit(two_normals)(jax.random.key(0))
    assert isinstance(out, tuple) and len(out) == 2
    a, b = out
    assert a.shape == () and b.shape == () and a.dtype == jnp.float32 and b.dtype == jnp.float32
    assert bool(a != b) and a == out_j[0] and b == out_j[1]
    # reference: the same numbers as split + two separate draws
    k1, k2 = jax.random.split(jax.random.key(0))
    assert a == jax.random.normal(k1) and b == jax.random.normal(k2)
    # typed-key batch under vmap: law of each and independence
    with jax.debug_key_reuse(True):
        A, B = jax.vmap(two_normals)(jax.random.split(jax.random.key(3), 50000))
    A, B = np.asarray(A), np.asarray(B)
    assert A.shape == (50000,) and B.shape == (50000,)
    for s in (A, B):
        assert abs(s.mean()) < 0.02 and abs(s.std() - 1) < 0.02
        assert abs((s > 1.96).mean() - 0.025) < 0.004
    assert abs(np.corrcoef(A, B)[0, 1]) < 0.02 and (A != B).all()
    print("verified")
