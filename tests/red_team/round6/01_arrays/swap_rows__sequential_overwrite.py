"""The student writes row i first and then reads row j's new content from the updated array, so both rows end up holding x[j].

Violates: "``result[i] == x[j]`` and ``result[j] == x[i]``"
Verifying input: x = [[1, 2], [3, 4], [5, 6]], i=0, j=2 -> requires [[5, 6], [3, 4], [1, 2]], this returns [[5, 6], [3, 4], [5, 6]].
"""
EXERCISE = "arrays.swap_rows"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def swap_rows(x, i, j):
    x = jnp.asarray(x)
    x = x.at[i].set(x[j])
    x = x.at[j].set(x[i])
    return x


if __name__ == "__main__":
    import numpy as np

    x = np.array([[1, 2], [3, 4], [5, 6]])
    expected = x.copy(); expected[[0, 2]] = expected[[2, 0]]
    got = np.asarray(swap_rows(jnp.asarray(x), 0, 2))
    print("expected", expected.tolist(), "got", got.tolist())
    assert not np.array_equal(got, expected)
    print("verified")
