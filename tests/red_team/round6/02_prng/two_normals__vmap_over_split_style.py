"""Correct, written for one key and vmapped: split the key in two and vmap jax.random.normal over the pair of subkeys, then unpack into a tuple of scalars.

Verifying input: checked on 200 keys under jax.debug_key_reuse(True): tuple of two float32 0-d arrays, a != b, identical results on repeated calls, eagerly, under jax.jit and under jax.vmap over a batch of keys (batched result equals the per-key results); over 20,000 keys the means are ~0, variances ~1 and the correlation of a and b ~0.
"""
EXERCISE = "prng.two_normals"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp


def two_normals(key):
    draws = jax.vmap(jax.random.normal)(jax.random.split(key))
    return draws[0], draws[1]


if __name__ == "__main__":
    import numpy as np

    keys = jax.random.split(jax.random.key(123), 200)
    jitted = jax.jit(two_normals)
    with jax.debug_key_reuse(True):                        # one call per key: no key used twice inside
        for k in jax.random.split(jax.random.key(5), 50):
            result = two_normals(k)
            assert isinstance(result, tuple) and len(result) == 2
            a, b = result
            assert a.shape == () and b.shape == () and a.dtype == jnp.float32 and b.dtype == jnp.float32
            assert bool(a != b)
        ba, bb = jax.vmap(two_normals)(jax.random.split(jax.random.key(6), 200))
        jax.jit(two_normals)(jax.random.key(8))
    for k in keys[:50]:                                      # the same key gives the same pair, eager or jitted
        a, b = two_normals(k)
        a1, b1 = two_normals(k)
        a2, b2 = jitted(k)
        assert float(a) == float(a1) == float(a2) and float(b) == float(b1) == float(b2)
    ba, bb = jax.vmap(two_normals)(keys)
    assert ba.shape == (200,) and bb.shape == (200,)
    for t in (0, 17, 199):
        a, b = two_normals(keys[t])
        assert float(ba[t]) == float(a) and float(bb[t]) == float(b)
    big = jax.random.split(jax.random.key(7), 20000)
    A, B = jax.jit(jax.vmap(two_normals))(big)
    A = np.asarray(A, np.float64); B = np.asarray(B, np.float64)
    print("means", A.mean(), B.mean(), "vars", A.var(), B.var(), "corr", np.corrcoef(A, B)[0, 1])
    assert abs(A.mean()) < 0.03 and abs(B.mean()) < 0.03
    assert abs(A.var() - 1) < 0.05 and abs(B.var() - 1) < 0.05
    assert abs(np.corrcoef(A, B)[0, 1]) < 0.03
    print("verified")
