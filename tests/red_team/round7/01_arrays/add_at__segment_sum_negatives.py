"""The student uses ``jax.ops.segment_sum``, which silently drops negative segment ids instead of counting them from the end.

Violates: "indices: integer vector of positions in ``[-size, size)``; negative indices count from the end, as in NumPy."
Verifying input: add_at(3, [-1, 0], [1.0, 2.0]) must be [2.0, 0.0, 1.0]; this returns [2.0, 0.0, 0.0].
"""
EXERCISE = "arrays.add_at"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np


def add_at(size, indices, values):
    values = jnp.asarray(values, jnp.float32)
    return jax.ops.segment_sum(values, jnp.asarray(indices), num_segments=size)


if __name__ == "__main__":
    def ref(size, idx, vals):
        out = np.zeros(size)
        np.add.at(out, np.asarray(idx), np.asarray(vals))
        return out.astype(np.float32)

    idx, vals = np.array([-1, 0]), np.array([1.0, 2.0], np.float32)
    assert not np.array_equal(np.asarray(add_at(3, idx, vals)), ref(3, idx, vals))
    idx = np.array([0, 2, 0, 1])
    vals = np.array([1.0, 2.0, np.inf, 4.0], np.float32)
    assert np.array_equal(np.asarray(add_at(3, idx, vals)), ref(3, idx, vals))
    vals = np.array([1, 2, 3, 4], np.int32)
    got = add_at(3, idx, vals)
    assert got.dtype == jnp.float32 and np.array_equal(np.asarray(got), ref(3, idx, vals))
    print("verified")
