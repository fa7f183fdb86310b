"""Correct: one uniform draw of shape (2,) from key, turned into two independent standard normals by the Box-Muller transform.

Violates: nothing.
Verifying input: 20000 keys under vmap and jit, key reuse checked -> means 0, variances 1, correlation 0, normal tails, a != b, repeatable.
"""
EXERCISE = "prng.two_normals"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
import numpy as np


def two_normals(key: jax.Array) -> tuple[jax.Array, jax.Array]:
    u = jax.random.uniform(key, (2,), jnp.float32)
    radius = jnp.sqrt(-2.0 * jnp.log1p(-u[0]))      # 1 - u[0] lies in (0, 1]
    angle = 2.0 * jnp.pi * u[1]
    return radius * jnp.cos(angle), radius * jnp.sin(angle)


if __name__ == "__main__":
    a, b = two_normals(jax.random.key(0))
    assert a.shape == () and b.shape == () and bool(a != b)
    assert a.dtype == jnp.float32 and b.dtype == jnp.float32
    a2, b2 = jax.jit(two_normals)(jax.random.key(0))
    assert float(a) == float(a2) and float(b) == float(b2)
    with jax.debug_key_reuse(True):
        two_normals(jax.random.key(5))
        jax.jit(two_normals)(jax.random.key(5))
        jax.vmap(two_normals)(jax.random.split(jax.random.key(6), 4))
    keys = jax.random.split(jax.random.key(1), 20000)
    va, vb = (np.asarray(v, np.float64) for v in jax.jit(jax.vmap(two_normals))(keys))
    for v in (va, vb):
        assert abs(v.mean()) < 0.04 and abs(v.var() - 1) < 0.05
        assert abs((np.abs(v) > 2).mean() - 0.0455) < 0.006
    assert abs(np.corrcoef(va, vb)[0, 1]) < 0.04 and abs(np.corrcoef(va ** 2, vb ** 2)[0, 1]) < 0.04
    assert (va != vb).all()
    other = two_normals(jax.random.key(1))
    assert float(other[0]) != float(a)
    print("verified")
