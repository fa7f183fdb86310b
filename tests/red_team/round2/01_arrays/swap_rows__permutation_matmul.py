"""The student swaps rows by multiplying with a permutation matrix, so an inf or nan in any row leaks as nan into every row.

Violates: "every other row is unchanged" for "x: ... Any values of its dtype: inf and nan included".
Verifying input: x = [[1.0, 2.0], [inf, 0.0], [5.0, 6.0]], i=0, j=2 -> the docstring requires [[5, 6], [inf, 0], [1, 2]], this returns nan in every row (0 * inf).
"""
EXERCISE = "arrays.swap_rows"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def swap_rows(x: jax.Array, i: jax.Array, j: jax.Array) -> jax.Array:
    x = jnp.asarray(x)
    n = x.shape[0]
    perm = jnp.arange(n).at[i].set(j).at[j].set(i)
    p = (perm[:, None] == jnp.arange(n)[None, :]).astype(x.dtype)
    return jnp.tensordot(p, x, axes=1).astype(x.dtype)


if __name__ == "__main__":
    import numpy as np

    assert swap_rows(jnp.array([[1, 2], [3, 4], [5, 6]]), 0, 2).tolist() == [[5, 6], [3, 4], [1, 2]]
    rng = np.random.default_rng(3)
    f = jax.jit(swap_rows)
    for shape, dt in [((4, 3), np.float32), ((5,), np.float32), ((3, 2, 2), np.int32), ((1, 4), np.float32)]:
        x = (rng.normal(size=shape) * 100).astype(dt)
        for i in range(shape[0]):
            for j in range(shape[0]):
                ref = x.copy(); ref[[i, j]] = x[[j, i]]
                np.testing.assert_array_equal(np.asarray(f(x, i, j)), ref)
    x = np.array([[1.0, 2.0], [np.inf, 0.0], [5.0, 6.0]], np.float32)
    got = np.asarray(swap_rows(x, 0, 2))
    assert np.isnan(got[0]).any() and np.isnan(got[2]).any(), got
    print("verified")
