"""Correct: reinterprets the indices as uint32 so every negative index becomes huge and one unsigned comparison ``< n`` tests both bounds, then reads a clamped index and selects ``fill_value`` converted to ``x``'s dtype.

Violates: nothing.
Verifying input: safe_get over int32 extremes, -1, n and in-range indices, for float32 (with inf/nan), int32 and float16 x and a traced fill value, agrees with a NumPy reference, dtype included.
"""
EXERCISE = "arrays.safe_get"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def safe_get(x: jax.Array, idx: jax.Array, fill_value: float) -> jax.Array:
    x = jnp.asarray(x)
    idx = jnp.asarray(idx)
    n = x.shape[0]
    inside = jax.lax.bitcast_convert_type(idx.astype(jnp.int32), jnp.uint32) < jnp.uint32(n)
    picked = x[jnp.where(inside, idx, 0)]
    return jnp.where(inside, picked, jnp.asarray(fill_value).astype(x.dtype))


def _reference(x, idx, fill):
    x = np.asarray(x)
    out = np.full(idx.shape, fill).astype(x.dtype)
    ok = (idx >= 0) & (idx < len(x))
    out[ok] = x[idx[ok]]
    return out


if __name__ == "__main__":
    assert safe_get(jnp.array([10.0, 20.0, 30.0]), jnp.array([0, 3, -1, 2]), -1.0).tolist() == [10.0, -1.0, -1.0, 30.0]
    idx = np.array([[0, 2, 3, -1], [2**31 - 1, -(2**31), 1, -3]], np.int32)
    for x, fill in [
        (np.array([1.5, np.inf, np.nan], np.float32), np.float32(-7.0)),
        (np.array([2**31 - 1, -(2**31), 5], np.int32), 9),
        (np.array([1.0, 65504.0, -0.5], np.float16), np.float32(np.inf)),
    ]:
        got = safe_get(jnp.asarray(x), jnp.asarray(idx), jnp.asarray(fill))
        ref = _reference(x, idx, fill)
        assert got.dtype == ref.dtype and got.shape == ref.shape
        np.testing.assert_array_equal(np.asarray(got), ref)
    print("correct")
