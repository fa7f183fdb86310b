"""Selects with jnp.where(valid, x[...], fill_value) and never converts fill_value: an integer x with a float fill comes back float32.

Violates: "An array of shape idx.shape and the dtype of x (fill_value is converted to it)."
Verifying input: x=int32 [1, 2, 3], idx=[0, 5], fill_value=-1.0 -> the docstring requires int32 [1, -1], this returns float32 [1., -1.].
"""
EXERCISE = "arrays.safe_get"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp
import numpy as np


def safe_get(x: jax.Array, idx: jax.Array, fill_value: float) -> jax.Array:
    x = jnp.asarray(x)
    n = x.shape[0]
    valid = (idx >= 0) & (idx < n)
    return jnp.where(valid, x[jnp.clip(idx, 0, n - 1)], fill_value)


if __name__ == "__main__":
    assert safe_get(jnp.array([10.0, 20.0, 30.0]), jnp.array([0, 3, -1, 2]), -1.0).tolist() == [10.0, -1.0, -1.0, 30.0]
    x = np.array([np.inf, -0.0, np.nan, 4.0], np.float32)
    idx = np.array([-2**31, 2**31 - 1, 0, 1, 3, 4, -4], np.int32)
    out = np.asarray(jax.jit(safe_get)(x, idx, 9.0))
    assert out.dtype == np.float32
    np.testing.assert_array_equal(out, np.array([9, 9, np.inf, -0.0, 4, 9, 9], np.float32))
    got = safe_get(jnp.array([1, 2, 3], jnp.int32), jnp.array([0, 5]), -1.0)
    assert got.tolist() == [1.0, -1.0]
    assert got.dtype == jnp.float32, got.dtype   # the contract requires int32
    print("verified")
