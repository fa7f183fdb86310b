"""The student writes the scatter as a matrix product values @ one_hot(indices), so one inf value multiplies the zeros of its one-hot row into nan everywhere.

Violates: "The result equals ``out = np.zeros(size); np.add.at(out, indices, values)``" ("Any values of its dtype: inf and nan included")
Verifying input: size=3, indices=[0, 1], values=[inf, 1.0] -> requires [inf, 1.0, 0.0], this returns [inf, nan, nan].
"""
EXERCISE = "arrays.add_at"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def add_at(size, indices, values):
    indices = jnp.where(indices < 0, indices + size, indices)
    hot = jax.nn.one_hot(indices, size, dtype=jnp.float32)       # (len, size)
    return jnp.asarray(values, jnp.float32) @ hot


if __name__ == "__main__":
    import numpy as np

    idx = np.array([0, 1]); vals = np.array([np.inf, 1.0])
    expected = np.zeros(3); np.add.at(expected, idx, vals)
    got = np.asarray(add_at(3, jnp.asarray(idx), jnp.asarray(vals, jnp.float32)))
    print("expected", expected.tolist(), "got", got.tolist())
    assert not np.array_equal(got, expected.astype(np.float32), equal_nan=True)
    # finite inputs, repeats and negative indices are fine
    assert add_at(3, jnp.array([0, 2, 0, -1]), jnp.array([1.0, 2.0, 3.0, 1.0])).tolist() == [4.0, 0.0, 3.0]
    print("verified")
