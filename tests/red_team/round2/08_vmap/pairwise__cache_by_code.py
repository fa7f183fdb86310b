"""Caches the jitted vmap(vmap(f)) in a global dict keyed by f.__code__: two closures of the same def (say RBF kernels with different widths) share one cached program.

Violates: "The matrix ``out[i, j] = f(xs[i], ys[j])`` for every pair of rows." (for the f passed in this call).
Verifying input: pairwise(make(1.0), xs, ys) then pairwise(make(5.0), xs, ys) with make(k) = lambda a, b: k * a @ b -> the docstring requires 5 * xs @ ys.T, this returns 1 * xs @ ys.T.
"""
EXERCISE = "vmap.pairwise"
VERDICT = "fail"
KIND = "purity"

from typing import Callable

import jax
import jax.numpy as jnp

_PWC_CACHE = {}


def pairwise(f: Callable[[jax.Array, jax.Array], jax.Array], xs: jax.Array, ys: jax.Array) -> jax.Array:
    key = getattr(f, "__code__", f)
    if key not in _PWC_CACHE:
        inner = jax.vmap(f, in_axes=(None, 0))
        _PWC_CACHE[key] = jax.jit(jax.vmap(inner, in_axes=(0, None)))
    return _PWC_CACHE[key](xs, ys)


if __name__ == "__main__":
    import numpy as np
    r = pairwise(jnp.dot, jnp.array([[1.0, 0.0], [0.0, 2.0]]), jnp.array([[3.0, 4.0]])).tolist()
    assert r == [[3.0], [8.0]]
    rng = np.random.default_rng(0)
    xs = rng.normal(size=(4, 3)).astype(np.float32)
    ys = rng.normal(size=(5, 3)).astype(np.float32)
    sq = lambda a, b: jnp.sum((a - b) ** 2) + a[0]
    want = np.array([[np.sum((x - y) ** 2) + x[0] for y in ys] for x in xs])
    assert np.allclose(pairwise(sq, xs, ys), want, rtol=1e-5)
    assert np.allclose(jax.jit(pairwise, static_argnums=0)(sq, xs, ys), want, rtol=1e-5)
    assert np.allclose(pairwise(lambda a, b: -jnp.dot(a, b), xs, ys), -(xs @ ys.T), rtol=1e-5)
    assert pairwise(jnp.dot, jnp.zeros((0, 3)), ys).shape == (0, 5)

    def _pwc_make(k):
        return lambda a, b: k * jnp.dot(a, b)

    assert np.allclose(pairwise(_pwc_make(1.0), xs, ys), xs @ ys.T, rtol=1e-5)
    got = np.asarray(pairwise(_pwc_make(5.0), xs, ys))
    print(np.allclose(got, 5 * (xs @ ys.T), rtol=1e-5))
    assert not np.allclose(got, 5 * (xs @ ys.T), rtol=1e-5)
    print("verified")
