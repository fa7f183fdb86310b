"""Correct, unusual style: one uniform draw of shape (2,) turned into two independent standard normals by the Box-Muller transform.

Violates: nothing: Box-Muller maps two independent uniforms to two independent N(0, 1) numbers; the key is used once.
Verifying input: two_normals(jax.random.key(0)) -> requires two float32 0-d arrays, standard normal and independent, same for the same key; this returns exactly that (checked by moments, correlation and a CDF comparison below).
"""
EXERCISE = "prng.two_normals"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp


def two_normals(key: jax.Array) -> tuple[jax.Array, jax.Array]:
    tiny = jnp.finfo(jnp.float32).tiny
    u = jax.random.uniform(key, (2,), jnp.float32, minval=tiny, maxval=1.0)
    r = jnp.sqrt(-2.0 * jnp.log(u[0]))
    theta = (2.0 * jnp.pi) * u[1]
    return r * jnp.cos(theta), r * jnp.sin(theta)


if __name__ == "__main__":
    import math
    import numpy as np

    with jax.debug_key_reuse(True):
        a, b = two_normals(jax.random.key(0))
        a2, b2 = jax.jit(two_normals)(jax.random.key(0))
        av, bv = jax.vmap(two_normals)(jax.random.split(jax.random.key(1), 200000))
    assert isinstance((a, b), tuple) and a.shape == () and b.shape == ()
    assert a.dtype == jnp.float32 and b.dtype == jnp.float32 and bool(a != b)
    assert float(a) == float(a2) and float(b) == float(b2)
    av, bv = np.asarray(av, np.float64), np.asarray(bv, np.float64)
    assert av.shape == (200000,) and np.all(av != bv) and np.all(np.isfinite(av))
    for z in (av, bv):
        assert abs(z.mean()) < 0.01 and abs(z.var() - 1) < 0.02
        assert abs((z ** 3).mean()) < 0.03 and abs((z ** 4).mean() - 3) < 0.06
        zs = np.sort(z)
        cdf = 0.5 * (1 + np.vectorize(math.erf)(zs / math.sqrt(2)))
        ks = np.max(np.abs(cdf - np.arange(1, len(zs) + 1) / len(zs)))
        assert ks < 0.005, ks
    corr = np.corrcoef(av, bv)[0, 1]
    corr_sq = np.corrcoef(av ** 2, bv ** 2)[0, 1]
    print("corr", corr, "corr of squares", corr_sq)
    assert abs(corr) < 0.01 and abs(corr_sq) < 0.01
    print("verified")
