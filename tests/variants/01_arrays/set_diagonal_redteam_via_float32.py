"""Does the update in float32 and casts back: int32 entries above 2**24 (off the diagonal) are rounded.

Violates: "A new (n, n) array with the same dtype as x ...: x everywhere except result[k, k] == value".
Verifying input: x = [[0, 16777217], [3, 0]] (int32), value = 1 -> the docstring requires [[1, 16777217], [3, 1]], this returns [[1, 16777216], [3, 1]].
"""
EXERCISE = "arrays.set_diagonal"
VERDICT = "fail"
MESSAGE = "integers at the ends of their dtype's range"

import jax
import jax.numpy as jnp
import numpy as np


def set_diagonal(x: jax.Array, value: float) -> jax.Array:
    x = jnp.asarray(x)
    n = x.shape[0]
    xf = x.astype(jnp.float32)
    idx = jnp.arange(n)
    return xf.at[idx, idx].set(value).astype(x.dtype)
