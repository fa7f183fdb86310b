"""The student returns ``jnp.where(valid, x[idx], fill_value)`` without converting ``fill_value``, so an integer ``x`` with a float fill comes back float32.

Violates: "Returns: An array of shape ``idx.shape`` and the dtype of ``x`` (``fill_value`` is converted to it)." with "fill_value: ... a Python number or a 0-d array"
Verifying input: safe_get(int32 [10, 20, 30], [0, 5], -1.5) must be int32 [10, -1]; this returns float32 [10.0, -1.5].
"""
EXERCISE = "arrays.safe_get"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np


def safe_get(x, idx, fill_value):
    x = jnp.asarray(x)
    idx = jnp.asarray(idx)
    valid = (idx >= 0) & (idx < x.shape[0])
    return jnp.where(valid, x[jnp.clip(idx, 0, x.shape[0] - 1)], fill_value)


if __name__ == "__main__":
    def ref(x, idx, fill):
        x = np.asarray(x)
        idx = np.asarray(idx).astype(np.int64)
        ok = (idx >= 0) & (idx < len(x))
        return np.where(ok, x[np.clip(idx, 0, len(x) - 1)], np.asarray(fill).astype(x.dtype)).astype(x.dtype)

    xi = np.array([10, 20, 30], np.int32)
    got = safe_get(xi, np.array([0, 5]), -1.5)
    assert got.dtype != np.int32, got.dtype  # wrong dtype
    xf = np.array([10.0, np.nan, np.inf], np.float32)
    idx = np.array([0, 3, -1, 2, 1, 2**31 - 1, -2**31], np.int32)
    f = jax.jit(safe_get)
    for fill in (-1.0, np.float32(np.nan), np.inf):
        g = f(xf, idx, fill)
        assert g.dtype == np.float32 and np.array_equal(np.asarray(g), ref(xf, idx, fill), equal_nan=True)
    g = safe_get(xi, idx, -1)
    assert g.dtype == np.int32 and np.array_equal(np.asarray(g), ref(xi, idx, -1))
    print("verified")
