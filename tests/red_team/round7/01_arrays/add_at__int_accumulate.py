"""The student accumulates in the dtype of ``values`` and casts to float32 only at the end, so int32 sums wrap around.

Violates: "values: ... (float or integer). Any values of its dtype: ... integers up to both ends of their range." / "The result equals ``out = np.zeros(size); np.add.at(out, indices, values)``" and "A float32 vector"
Verifying input: add_at(2, [0, 0], int32 [2**31 - 1, 1]) must be [2147483648.0, 0.0]; this returns [-2147483648.0, 0.0].
"""
EXERCISE = "arrays.add_at"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np


def add_at(size, indices, values):
    values = jnp.asarray(values)
    out = jnp.zeros(size, values.dtype).at[indices].add(values)
    return out.astype(jnp.float32)


if __name__ == "__main__":
    def ref(size, idx, vals):
        out = np.zeros(size)
        np.add.at(out, np.asarray(idx), np.asarray(vals))
        return out.astype(np.float32)

    idx = np.array([0, 0], np.int32)
    vals = np.array([2**31 - 1, 1], np.int32)
    got = np.asarray(add_at(2, idx, vals))
    assert got.dtype == np.float32
    assert not np.array_equal(got, ref(2, idx, vals)), got
    idx = np.array([0, 2, 0, -1])
    for vals in (np.array([1.0, 2.0, 3.0, 4.0], np.float32), np.array([1, 2, 3, 4], np.int32)):
        assert np.array_equal(np.asarray(add_at(3, idx, vals)), ref(3, idx, vals))
    print("verified")
