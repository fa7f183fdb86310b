"""The student flattens all pairs with ``jnp.meshgrid`` (default ``indexing="xy"``, which puts ``m`` first), maps ``f`` over the flat pairs and reshapes to ``(n, m)``; the pairs land in the wrong cells unless ``m == 1`` (or the inputs are square and ``f`` is symmetric).

Violates: "The matrix ``out[i, j] = f(xs[i], ys[j])`` for every pair of rows" for "xs: ... ``(n, d)``", "ys: ... ``(m, d)``" and "f: ... not necessarily symmetric".
Verifying input: f = jnp.dot, xs = [[1, 0], [0, 1]], ys = [[1, 0], [2, 0], [3, 0]] -> requires [[1, 2, 3], [0, 0, 0]], this returns [[1, 0, 2], [0, 3, 0]].
"""
EXERCISE = "vmap.pairwise"
VERDICT = "fail"
KIND = "shapes"

from typing import Callable

import jax
import jax.numpy as jnp


def pairwise(f: Callable[[jax.Array, jax.Array], jax.Array], xs: jax.Array, ys: jax.Array) -> jax.Array:
    n, m = xs.shape[0], ys.shape[0]
    ii, jj = jnp.meshgrid(jnp.arange(n), jnp.arange(m))
    out = jax.vmap(f)(xs[ii.ravel()], ys[jj.ravel()])
    return out.reshape(n, m)


if __name__ == "__main__":
    import numpy as np

    assert pairwise(jnp.dot, jnp.array([[1.0, 0.0], [0.0, 2.0]]), jnp.array([[3.0, 4.0]])).tolist() == [[3.0], [8.0]]
    dist = lambda a, b: jnp.sum((a - b) ** 2)
    x = jnp.asarray(np.random.default_rng(0).normal(size=(5, 3)), jnp.float32)
    want = ((np.asarray(x)[:, None] - np.asarray(x)[None]) ** 2).sum(-1)
    got = jax.jit(pairwise, static_argnums=0)(dist, x, x)
    np.testing.assert_allclose(np.asarray(got), want, rtol=1e-5, atol=1e-6)
    sizes = [len(jax.make_jaxpr(lambda a, b: pairwise(dist, a, b))(jnp.ones((k, 3)), jnp.ones((k, 3))).eqns) for k in (2, 40)]
    assert sizes[0] == sizes[1]
    # the violation: n != m
    got = pairwise(jnp.dot, jnp.array([[1.0, 0.0], [0.0, 1.0]]), jnp.array([[1.0, 0.0], [2.0, 0.0], [3.0, 0.0]]))
    assert got.tolist() == [[1.0, 0.0, 2.0], [0.0, 3.0, 0.0]], got
    print("verified")
