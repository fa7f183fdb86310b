"""The student swaps rows with arithmetic, x + e_i (x[j] - x[i]) + e_j (x[i] - x[j]), so inf - inf in the difference makes nan.

Violates: "x: ... Any values of its dtype: inf and nan included" / "``result[i] == x[j]`` and ``result[j] == x[i]``; every other row is unchanged"
Verifying input: swap_rows([[inf], [1.0], [2.0]], 0, 1) must be [[1.0], [inf], [2.0]]; this returns nan in rows 0 and 1.
"""
EXERCISE = "arrays.swap_rows"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np


def swap_rows(x, i, j):
    x = jnp.asarray(x)
    n = x.shape[0]
    rows = jnp.arange(n).reshape((n,) + (1,) * (x.ndim - 1))
    diff = x[j] - x[i]
    ei = (rows == i).astype(x.dtype)
    ej = (rows == j).astype(x.dtype)
    return x + ei * diff - ej * diff


if __name__ == "__main__":
    def ref(x, i, j):
        out = np.array(x, copy=True)
        out[[i, j]] = out[[j, i]]
        return out

    bad = np.array([[np.inf], [1.0], [2.0]], np.float32)
    assert not np.array_equal(np.asarray(swap_rows(bad, 0, 1)), ref(bad, 0, 1), equal_nan=True)
    ok = np.arange(12, dtype=np.float32).reshape(4, 3)
    f = jax.jit(swap_rows)
    for i, j in [(0, 2), (1, 3), (2, 2)]:
        assert np.array_equal(np.asarray(f(ok, i, j)), ref(ok, i, j))
    oki = np.array([[1, 2], [3, 4], [5, 6]], np.int32)
    assert np.array_equal(np.asarray(swap_rows(oki, 0, 2)), ref(oki, 0, 2))
    print("verified")
