"""Correct, unusual style: the student swaps with lax primitives only: two dynamic_index_in_dim reads and two dynamic_update_index_in_dim writes (negative indices normalised first, as NumPy would).

Violates: nothing: row i receives x[j], then row j receives the saved x[i]; for i == j both writes restore x[i]; no arithmetic touches the values.
Verifying input: swap_rows(x, i, j) for every pair (negatives included) on 1-D, 2-D and 3-D float/int arrays with inf/nan/int extremes, one jit compilation per shape -> requires NumPy's swapped copy, this returns exactly that.
"""
EXERCISE = "arrays.swap_rows"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
from jax import lax


def swap_rows(x: jax.Array, i: jax.Array, j: jax.Array) -> jax.Array:
    x = jnp.asarray(x)
    n = x.shape[0]
    i = jnp.asarray(i)
    j = jnp.asarray(j)
    i = jnp.where(i < 0, i + n, i)
    j = jnp.where(j < 0, j + n, j)
    row_i = lax.dynamic_index_in_dim(x, i, axis=0, keepdims=True)
    row_j = lax.dynamic_index_in_dim(x, j, axis=0, keepdims=True)
    y = lax.dynamic_update_index_in_dim(x, row_j, i, axis=0)
    return lax.dynamic_update_index_in_dim(y, row_i, j, axis=0)


if __name__ == "__main__":
    import numpy as np

    def ref(x, i, j):
        y = np.array(x, copy=True)
        y[[i, j]] = y[[j, i]]
        return y

    assert swap_rows(jnp.array([[1, 2], [3, 4], [5, 6]]), 0, 2).tolist() == [[5, 6], [3, 4], [1, 2]]
    rng = np.random.default_rng(0)
    xf = rng.normal(size=(5, 3)).astype(np.float32)
    xf[0, 0], xf[1, 1], xf[2, 2], xf[3, 0] = np.inf, np.nan, -np.inf, -0.0
    xi = rng.integers(-5, 5, size=(4, 2, 3)).astype(np.int32)
    xi[0, 0, 0], xi[3, 1, 2] = 2**31 - 1, -2**31
    xv = np.array([1, 2, 3], np.int8)
    x1 = np.array([[7.0, 8.0]], np.float32)
    jf = jax.jit(swap_rows)
    for x in (xf, xi, xv, x1):
        n = x.shape[0]
        before_cache = jf._cache_size()
        for i in range(-n, n):
            for j in range(-n, n):
                for fn, a, b in ((swap_rows, i, j), (jf, jnp.int32(i), jnp.int32(j)), (swap_rows, np.int64(i), j)):
                    out = fn(x, a, b)
                    assert out.shape == x.shape and out.dtype == x.dtype
                    np.testing.assert_array_equal(np.asarray(out), ref(x, i, j))
                    assert np.array_equal(np.signbit(np.asarray(out)), np.signbit(ref(x, i, j))) if x.dtype.kind == "f" else True
        assert jf._cache_size() - before_cache == 1
    print("verified")
