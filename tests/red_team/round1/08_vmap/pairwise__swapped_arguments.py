"""The student nests the vmaps so that f is called as f(ys[j], xs[i]): the matrix has the right shape and is right for symmetric f (dot, distances), wrong for any asymmetric f.

Violates: "The matrix out[i, j] = f(xs[i], ys[j]) for every pair of rows" / "not necessarily symmetric".
Verifying input: f = lambda a, b: a[0] - b[0], xs = [[1, 0]], ys = [[5, 0]] -> the docstring requires [[-4]]; this returns [[4]].
"""
EXERCISE = "vmap.pairwise"
VERDICT = "fail"
KIND = "values"

from typing import Callable

import jax
import jax.numpy as jnp


def pairwise(f: Callable[[jax.Array, jax.Array], jax.Array], xs: jax.Array, ys: jax.Array) -> jax.Array:
    row = jax.vmap(f, in_axes=(0, None))          # all ys against one x
    return jax.vmap(row, in_axes=(None, 0))(ys, xs)


if __name__ == "__main__":
    import numpy as np
    assert pairwise(jnp.dot, jnp.array([[1.0, 0.0], [0.0, 2.0]]), jnp.array([[3.0, 4.0]])).tolist() == [[3.0], [8.0]]
    dist = lambda a, b: jnp.linalg.norm(a - b)
    xs, ys = jnp.array([[0.0, 0.0], [1.0, 1.0]]), jnp.array([[3.0, 4.0], [1.0, 1.0], [0.0, 0.0]])
    want = np.linalg.norm(np.asarray(xs)[:, None] - np.asarray(ys)[None], axis=-1)
    assert np.allclose(np.asarray(jax.jit(pairwise, static_argnums=0)(dist, xs, ys)), want)
    got = pairwise(lambda a, b: a[0] - b[0], jnp.array([[1.0, 0.0]]), jnp.array([[5.0, 0.0]]))
    assert got.tolist() == [[4.0]], got
    print("verified")
