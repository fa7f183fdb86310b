"""Swaps rows by multiplying with a permutation matrix: an inf or nan in one row turns whole columns of other rows into nan.

Violates: "with result[i] == x[j] and result[j] == x[i]; every other row is unchanged".
Verifying input: x = [[inf, 1], [2, 3], [4, 5]] (float32), i=1, j=2 -> the docstring requires [[inf, 1], [4, 5], [2, 3]], this returns nan in column 0 of rows 1 and 2.
"""
EXERCISE = "arrays.swap_rows"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
import numpy as np


def swap_rows(x: jax.Array, i: jax.Array, j: jax.Array) -> jax.Array:
    x = jnp.asarray(x)
    n = x.shape[0]
    rows = jnp.arange(n)
    perm = jnp.where(rows == i, j, jnp.where(rows == j, i, rows))
    p = jax.nn.one_hot(perm, n, dtype=x.dtype)              # p[r, perm[r]] = 1
    return jnp.tensordot(p, x, axes=1).astype(x.dtype)


def _sr_pm_ref(x, i, j):
    y = np.array(x, copy=True); y[[i, j]] = y[[j, i]]; return y


if __name__ == "__main__":
    assert swap_rows(jnp.array([[1, 2], [3, 4], [5, 6]]), 0, 2).tolist() == [[5, 6], [3, 4], [1, 2]]
    a = np.random.default_rng(4).normal(size=(5, 3, 2)).astype(np.float32)
    f = jax.jit(swap_rows)
    for i, j in [(0, 4), (2, 2), (3, 1)]:
        np.testing.assert_allclose(np.asarray(f(a, jnp.int32(i), jnp.int32(j))), _sr_pm_ref(a, i, j), rtol=1e-6)
    ints = np.arange(12, dtype=np.int32).reshape(4, 3)
    assert np.array_equal(np.asarray(swap_rows(ints, 0, 3)), _sr_pm_ref(ints, 0, 3))
    bad = np.array([[np.inf, 1], [2, 3], [4, 5]], np.float32)
    out = np.asarray(swap_rows(bad, 1, 2))
    assert np.isnan(out[1, 0]) and np.isnan(out[2, 0]), out   # contract: 4 and 2
    print("verified")
