"""The student masks with ``jnp.where(x < 0, x, 0.0)`` and casts the sum back, so integers are summed in float32 and round past 2**24.

Violates: "x: a numeric array of any shape (float or int; empty allowed), integers past 2**24 included." / "int32 for an int32 ``x``" (the exact sum)
Verifying input: sum_negatives(jnp.array([-(2**24 + 1), 5], jnp.int32)) must be -16777217; this returns -16777216.
"""
EXERCISE = "jit.sum_negatives"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def sum_negatives(x):
    return jnp.sum(jnp.where(x < 0, x, 0.0)).astype(x.dtype)


if __name__ == "__main__":
    bad = np.array([-(2**24 + 1), 5], np.int32)
    assert int(sum_negatives(bad)) != -(2**24 + 1)
    for x in (np.array([1.0, -2.0, 3.0, -4.0], np.float32), np.array([[1, -2], [3, 4]], np.int32),
              np.zeros((0,), np.float32), np.zeros((0, 3), np.int32), np.array([5, 6], np.int32)):
        y = sum_negatives(jnp.asarray(x))
        want = x[x < 0].sum() if x.size else 0
        assert y.shape == () and y.dtype == x.dtype and float(y) == float(want)
    print("verified")
