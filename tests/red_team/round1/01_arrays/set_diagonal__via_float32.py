"""Does the update in float32 and casts back: int32 entries above 2**24 (off the diagonal) are rounded.

Violates: "A new (n, n) array with the same dtype as x ...: x everywhere except result[k, k] == value".
Verifying input: x = [[0, 16777217], [3, 0]] (int32), value = 1 -> the docstring requires [[1, 16777217], [3, 1]], this returns [[1, 16777216], [3, 1]].
"""
EXERCISE = "arrays.set_diagonal"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp
import numpy as np


def set_diagonal(x: jax.Array, value: float) -> jax.Array:
    x = jnp.asarray(x)
    n = x.shape[0]
    xf = x.astype(jnp.float32)
    idx = jnp.arange(n)
    return xf.at[idx, idx].set(value).astype(x.dtype)


if __name__ == "__main__":
    assert set_diagonal(jnp.zeros((2, 2)), 5.0).tolist() == [[5.0, 0.0], [0.0, 5.0]]
    ints = np.arange(9, dtype=np.int32).reshape(3, 3)
    ref = ints.copy(); np.fill_diagonal(ref, 7)
    assert np.array_equal(np.asarray(jax.jit(set_diagonal)(ints, 7)), ref)
    assert set_diagonal(jnp.zeros((0, 0)), 1.0).shape == (0, 0)
    big = np.array([[0, 16777217], [3, 0]], np.int32)
    out = np.asarray(set_diagonal(big, 1))
    assert out.dtype == np.int32
    assert out[0, 1] == 16777216, out   # the contract requires 16777217
    print("verified")
