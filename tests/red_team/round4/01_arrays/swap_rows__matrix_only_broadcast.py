"""The student selects rows with jnp.where against a (n, 1) column of row numbers, which only broadcasts correctly for 2-D ``x``.

Violates: "x: an array with at least one dimension" / "An array of the same shape and dtype as ``x``"
Verifying input: swap_rows(jnp.array([1, 2, 3]), 0, 2) -> requires [3, 2, 1] of shape (3,), this returns a (3, 3) array; a 3-D x raises a broadcasting error.
"""
EXERCISE = "arrays.swap_rows"
VERDICT = "fail"
KIND = "shapes"

import jax
import jax.numpy as jnp


def swap_rows(x: jax.Array, i: jax.Array, j: jax.Array) -> jax.Array:
    x = jnp.asarray(x)
    rows = jnp.arange(x.shape[0])[:, None]
    xi, xj = x[i], x[j]
    return jnp.where(rows == i, xj, jnp.where(rows == j, xi, x))


if __name__ == "__main__":
    import numpy as np

    def ref(x, i, j):
        y = np.array(x, copy=True)
        y[[i, j]] = y[[j, i]]
        return y

    assert swap_rows(jnp.array([[1, 2], [3, 4], [5, 6]]), 0, 2).tolist() == [[5, 6], [3, 4], [1, 2]]
    x = np.arange(20, dtype=np.float32).reshape(5, 4)
    x[1, 1] = np.inf
    x[2, 3] = np.nan
    jf = jax.jit(swap_rows)
    for i in range(5):
        for j in range(5):
            out = jf(x, i, j)
            assert out.shape == x.shape and out.dtype == x.dtype
            np.testing.assert_array_equal(np.asarray(out), ref(x, i, j))
    xi = np.array([[2**31 - 1, -2**31], [0, 1]], np.int32)
    np.testing.assert_array_equal(np.asarray(swap_rows(xi, 0, 1)), ref(xi, 0, 1))

    v = jnp.array([1, 2, 3])
    out = swap_rows(v, 0, 2)
    print("1-D: expected", ref(np.asarray(v), 0, 2).tolist(), "got shape", out.shape)
    assert out.shape != v.shape
    try:
        swap_rows(jnp.zeros((3, 2, 4)), 0, 1)
        raise AssertionError("3-D unexpectedly worked")
    except (TypeError, ValueError) as e:
        print("3-D raises:", type(e).__name__)
    print("verified")
