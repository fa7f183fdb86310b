"""The student swaps by adding the difference of the rows (x[i] += x[j] - x[i], x[j] += x[i] - x[j]), exact for integers modulo wrap-around but not for floats.

Violates: "``result[i] == x[j]`` and ``result[j] == x[i]``" ("Any values of its dtype: inf and nan included")
Verifying input: x = float32 [[1e8], [1.0]], i=0, j=1 -> requires [[1.0], [1e8]], this returns [[0.0], [1e8]]; with x = [[inf], [0.0]] it returns nan.
"""
EXERCISE = "arrays.swap_rows"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def swap_rows(x, i, j):
    x = jnp.asarray(x)
    delta = x[j] - x[i]
    return x.at[i].add(delta).at[j].add(-delta)


if __name__ == "__main__":
    import numpy as np

    def reference(a, i, j):
        out = a.copy(); out[[i, j]] = out[[j, i]]; return out

    # integers swap correctly (modular arithmetic), even at the extremes
    xi = np.array([[2**31 - 1, -2**31], [-2**31, 5]], np.int32)
    assert np.array_equal(np.asarray(swap_rows(jnp.asarray(xi), 0, 1)), reference(xi, 0, 1))
    x = np.array([[1e8], [1.0]], np.float32)
    got = np.asarray(swap_rows(jnp.asarray(x), 0, 1))
    print("expected", reference(x, 0, 1).tolist(), "got", got.tolist())
    assert not np.array_equal(got, reference(x, 0, 1))
    x2 = np.array([[np.inf], [0.0]], np.float32)
    got2 = np.asarray(swap_rows(jnp.asarray(x2), 0, 1))
    print("expected", reference(x2, 0, 1).tolist(), "got", got2.tolist())
    assert np.isnan(got2).any()
    print("verified")
