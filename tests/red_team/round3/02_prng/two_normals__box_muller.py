"""Unusual style: one draw of two uniforms from ``key`` and the Box-Muller transform, instead of splitting the key for two ``jax.random.normal`` calls.

Correct: with ``u1`` in ``(0, 1]`` and ``u2`` in ``[0, 1)`` independent, ``r cos(2 pi u2)`` and ``r sin(2 pi u2)`` with ``r = sqrt(-2 log u1)`` are two independent standard normals; the key is used once, all randomness comes from it, and the function is pure, jittable and vmappable.
"""
EXERCISE = "prng.two_normals"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp


def two_normals(key: jax.Array) -> tuple[jax.Array, jax.Array]:
    u = jax.random.uniform(key, (2,), jnp.float32)
    r = jnp.sqrt(-2.0 * jnp.log1p(-u[0]))  # log(1 - u0), 1 - u0 in (0, 1]
    theta = 2.0 * jnp.pi * u[1]
    return r * jnp.cos(theta), r * jnp.sin(theta)


if __name__ == "__main__":
    import numpy as np
    from scipy import stats

    with jax.debug_key_reuse(True):
        a, b = two_normals(jax.random.key(0))
        assert a.shape == () and b.shape == () and a.dtype == jnp.float32 and b.dtype == jnp.float32
        assert bool(a != b)
        a2, b2 = jax.jit(two_normals)(jax.random.key(0))
    assert float(a2) == float(a) and float(b2) == float(b)
    A, B = jax.jit(jax.vmap(two_normals))(jax.random.split(jax.random.key(1), 40000))
    A, B = np.asarray(A, np.float64), np.asarray(B, np.float64)
    assert np.isfinite(A).all() and np.isfinite(B).all() and (A != B).all()
    assert stats.kstest(A, "norm").pvalue > 1e-3 and stats.kstest(B, "norm").pvalue > 1e-3
    assert abs(np.corrcoef(A, B)[0, 1]) < 0.03
    assert abs(np.corrcoef(A ** 2, B ** 2)[0, 1]) < 0.03  # independence beyond correlation
    assert stats.kstest(A + B, "norm", args=(0, np.sqrt(2))).pvalue > 1e-3
    print("verified")
