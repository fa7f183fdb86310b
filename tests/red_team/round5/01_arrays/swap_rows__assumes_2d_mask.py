"""The student swaps rows with a row mask ``rows[:, None]`` written for matrices, so a 1-D ``x`` (whose rows are scalars) broadcasts to an (n, n) result and a 3-D ``x`` fails.

Violates: "x: an array with at least one dimension" / "An array of the same shape and dtype as ``x``"
Verifying input: x = jnp.array([1, 2, 3]), i = 0, j = 2 -> requires [3, 2, 1] of shape (3,), this returns a (3, 3) matrix.
"""
EXERCISE = "arrays.swap_rows"
VERDICT = "fail"
KIND = "shapes"

import jax
import jax.numpy as jnp


def swap_rows(x: jax.Array, i: jax.Array, j: jax.Array) -> jax.Array:
    x = jnp.asarray(x)
    rows = jnp.arange(x.shape[0])[:, None]          # one entry per row, broadcast over columns
    xi, xj = x[i], x[j]
    return jnp.where(rows == i, xj, jnp.where(rows == j, xi, x))


if __name__ == "__main__":
    import numpy as np

    def ref(x, i, j):
        y = np.array(x, copy=True)
        y[[i, j]] = y[[j, i]]
        return y

    jf = jax.jit(swap_rows)
    for x in [jnp.array([[1, 2], [3, 4], [5, 6]]), jnp.arange(12.0).reshape(4, 3),
              jnp.array([[jnp.inf, jnp.nan], [-0.0, 1.0]]),
              jnp.array([[2**31 - 1, -2**31], [0, 1], [7, 8]], jnp.int32)]:
        for i, j in [(0, 2 % x.shape[0]), (1, 0), (1, 1)]:
            for f in (swap_rows, jf):
                got = f(x, jnp.int32(i), jnp.int32(j))
                np.testing.assert_array_equal(np.asarray(got), ref(np.asarray(x), i, j))
                assert got.shape == x.shape and got.dtype == x.dtype
    # 1-D input, allowed ("at least one dimension"): rows are scalars
    x1 = jnp.array([1, 2, 3])
    got = swap_rows(x1, 0, 2)
    print("1-D result shape:", got.shape, "expected", x1.shape)
    assert got.shape != x1.shape
    # 3-D input fails to broadcast
    try:
        swap_rows(jnp.zeros((2, 3, 4)), 0, 1)
        raise AssertionError("expected failure")
    except (TypeError, ValueError) as e:
        print("3-D input breaks:", type(e).__name__)
    print("verified")
