"""The student selects rows with jnp.where on a row mask shaped (n, 1), which is right for matrices but broadcasts a 1-D x into an (n, n) result.

Violates: "An array of the same shape and dtype as ``x``" (x: "an array with at least one dimension")
Verifying input: x = [10, 20, 30], i=0, j=2 -> requires shape (3,) [30, 20, 10], this returns shape (3, 3).
"""
EXERCISE = "arrays.swap_rows"
VERDICT = "fail"
KIND = "shapes"

import jax
import jax.numpy as jnp


def swap_rows(x, i, j):
    x = jnp.asarray(x)
    rows = jnp.arange(x.shape[0])[:, None]
    return jnp.where(rows == i, x[j], jnp.where(rows == j, x[i], x))


if __name__ == "__main__":
    import numpy as np

    m = np.array([[1, 2], [3, 4], [5, 6]])
    assert swap_rows(jnp.asarray(m), 0, 2).tolist() == [[5, 6], [3, 4], [1, 2]]   # matrices work
    v = np.array([10, 20, 30])
    got = swap_rows(jnp.asarray(v), 0, 2)
    print("expected shape (3,) [30, 20, 10], got shape", got.shape)
    assert got.shape != v.shape
    print("verified")
