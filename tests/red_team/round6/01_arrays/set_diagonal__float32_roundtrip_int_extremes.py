"""The student converts to float32 to write the diagonal and casts back, which rounds large integers off the diagonal.

Violates: "``x`` everywhere except ``result[k, k] == value`` for every ``k``" (with "integers up to both ends of their range")
Verifying input: x = int32 [[0, 2**24 + 1], [2**31 - 1, 0]], value = 7 -> requires [[7, 16777217], [2147483647, 7]], this returns 16777216 in place of 16777217.
"""
EXERCISE = "arrays.set_diagonal"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def set_diagonal(x, value):
    x = jnp.asarray(x)
    idx = jnp.arange(x.shape[0])
    as_float = x.astype(jnp.float32)
    return as_float.at[idx, idx].set(value).astype(x.dtype)


if __name__ == "__main__":
    import numpy as np

    x = np.array([[0, 2**24 + 1], [2**31 - 1, 0]], dtype=np.int32)
    expected = x.copy()
    np.fill_diagonal(expected, 7)
    got = np.asarray(set_diagonal(x, 7))
    print("expected", expected.tolist(), "got", got.tolist())
    assert got.dtype == np.int32
    assert got[0, 1] != expected[0, 1]
    assert not np.array_equal(got, expected)
    print("verified")
