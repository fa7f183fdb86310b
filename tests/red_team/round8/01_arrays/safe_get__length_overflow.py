"""The student tests ``idx + 1 <= n`` for the upper bound, which wraps to a negative number for idx = 2**31 - 1, so the largest int32 index is taken as in range and reads the last element.

Violates: "idx: an integer vector of indices, any int32 values (the extremes included)"
Verifying input: safe_get(jnp.array([1.0, 2.0, 3.0]), jnp.array([2**31 - 1], jnp.int32), -1.0) must be [-1.0]; this returns [3.0].
"""
EXERCISE = "arrays.safe_get"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def safe_get(x: jax.Array, idx: jax.Array, fill_value: float) -> jax.Array:
    x = jnp.asarray(x)
    idx = jnp.asarray(idx)
    n = x.shape[0]
    valid = (idx >= 0) & (idx + 1 <= n)
    picked = x[jnp.clip(idx, 0, n - 1)]
    fill = jnp.asarray(fill_value).astype(x.dtype)
    return jnp.where(valid, picked, fill)


if __name__ == "__main__":
    assert safe_get(jnp.array([10.0, 20.0, 30.0]), jnp.array([0, 3, -1, 2]), -1.0).tolist() == [10.0, -1.0, -1.0, 30.0]
    assert safe_get(jnp.array([1, 2]), jnp.array([-2**31, 5]), 9).tolist() == [9, 9]
    got = safe_get(jnp.array([1.0, 2.0, 3.0]), jnp.array([2**31 - 1], jnp.int32), -1.0)
    print("expected [-1.0] got", got.tolist())
    assert got.tolist() == [3.0]
    print("flaw shown")
