"""Correct: one uniform draw of shape (2,) turned into two independent normals by the Box-Muller transform (1 - u keeps the log finite).

Violates: nothing (correct solution).
Verifying input: 200,000 keys under vmap and jit, debug_key_reuse on -> mean 0, std 1, correlation ~0, KS distance to N(0,1) small, same key same pair, tuple of 0-d float32.
"""
EXERCISE = "prng.two_normals"
VERDICT = "pass"
KIND = "style"

import math

import jax
import jax.numpy as jnp


def two_normals(key: jax.Array) -> tuple[jax.Array, jax.Array]:
    u = jax.random.uniform(key, (2,), dtype=jnp.float32)
    r = jnp.sqrt(-2.0 * jnp.log1p(-u[0]))   # log(1 - u0), finite since u0 < 1
    theta = 2.0 * math.pi * u[1]
    return r * jnp.cos(theta), r * jnp.sin(theta)


if __name__ == "__main__":
    import numpy as np
    from math import erf, sqrt

    a, b = two_normals(jax.random.key(0))
    assert isinstance((a, b), tuple) and a.shape == () and b.shape == () and bool(a != b)
    assert a.dtype == jnp.float32 and b.dtype == jnp.float32
    with jax.debug_key_reuse(True):
        p1 = jax.jit(two_normals)(jax.random.key(5))
        p2 = two_normals(jax.random.key(5))
        A, B = jax.jit(jax.vmap(two_normals))(jax.random.split(jax.random.key(1), 200000))
    assert p1 == p2
    A, B = np.asarray(A, np.float64), np.asarray(B, np.float64)
    assert np.isfinite(A).all() and np.isfinite(B).all()
    for v in (A, B):
        assert abs(v.mean()) < 0.01 and abs(v.std() - 1) < 0.01
        s = np.sort(v)
        cdf = 0.5 * (1 + np.vectorize(erf)(s / sqrt(2)))
        ks = np.max(np.abs(cdf - np.arange(1, len(s) + 1) / len(s)))
        assert ks < 0.006, ks
    assert abs(np.corrcoef(A, B)[0, 1]) < 0.01
    assert abs(np.corrcoef(A**2, B**2)[0, 1]) < 0.01
    print("verified")
