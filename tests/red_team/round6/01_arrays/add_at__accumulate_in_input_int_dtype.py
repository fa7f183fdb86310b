"""The student accumulates in the dtype of ``values`` and only casts the finished sums to float32, so repeated int32 indices wrap around.

Violates: "The result equals ``out = np.zeros(size); np.add.at(out, indices, values)``" ("integers up to both ends of their range")
Verifying input: size=2, indices=[0, 0], values=int32 [2**31 - 1, 2**31 - 1] -> requires [4294967294.0, 0.0] (float32: 4.2949673e9), this returns [-2.0, 0.0].
"""
EXERCISE = "arrays.add_at"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp


def add_at(size, indices, values):
    values = jnp.asarray(values)
    out = jnp.zeros(size, dtype=values.dtype).at[indices].add(values)
    return out.astype(jnp.float32)


if __name__ == "__main__":
    import numpy as np

    indices = np.array([0, 0]); values = np.array([2**31 - 1, 2**31 - 1], np.int32)
    expected = np.zeros(2); np.add.at(expected, indices, values.astype(np.float64))
    got = add_at(2, jnp.asarray(indices), jnp.asarray(values))
    print("expected", expected.astype(np.float32).tolist(), "got", got.dtype, got.tolist())
    assert got.dtype == jnp.float32
    assert not np.allclose(np.asarray(got), expected, rtol=1e-3)
    # the ordinary example is fine
    assert add_at(3, jnp.array([0, 2, 0]), jnp.array([1.0, 2.0, 3.0])).tolist() == [4.0, 0.0, 2.0]
    print("verified")
