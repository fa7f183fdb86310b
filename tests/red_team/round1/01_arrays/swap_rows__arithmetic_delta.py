"""Swaps by adding the difference of the two rows (x + m_i*(x[j]-x[i]) + m_j*(x[i]-x[j])): float rounding loses small values next to large ones.

Violates: "with result[i] == x[j] and result[j] == x[i]".
Verifying input: x = [[1e8], [1.0]] (float32), i=0, j=1 -> the docstring requires [[1.0], [1e8]], this returns [[0.0], [1e8]].
"""
EXERCISE = "arrays.swap_rows"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
import numpy as np


def swap_rows(x: jax.Array, i: jax.Array, j: jax.Array) -> jax.Array:
    x = jnp.asarray(x)
    rows = jnp.arange(x.shape[0]).reshape((-1,) + (1,) * (x.ndim - 1))
    delta = x[j] - x[i]
    mi = (rows == i).astype(x.dtype)
    mj = (rows == j).astype(x.dtype)
    same = (i == j)
    return jnp.where(same, x, x + mi * delta - mj * delta)


def _sr_ad_ref(x, i, j):
    y = np.array(x, copy=True); y[[i, j]] = y[[j, i]]; return y


if __name__ == "__main__":
    assert swap_rows(jnp.array([[1, 2], [3, 4], [5, 6]]), 0, 2).tolist() == [[5, 6], [3, 4], [1, 2]]
    a = np.random.default_rng(5).integers(-100, 100, size=(6, 4)).astype(np.float32)
    f = jax.jit(swap_rows)
    for i, j in [(0, 5), (3, 3), (4, 1)]:
        np.testing.assert_array_equal(np.asarray(f(a, i, j)), _sr_ad_ref(a, i, j))
    ints = np.arange(-8, 8, dtype=np.int8).reshape(8, 2) * 15
    np.testing.assert_array_equal(np.asarray(swap_rows(ints, 1, 6)), _sr_ad_ref(ints, 1, 6))
    out = np.asarray(swap_rows(np.array([[1e8], [1.0]], np.float32), 0, 1))
    assert out[0, 0] == 0.0, out   # the contract requires 1.0
    print("verified")
