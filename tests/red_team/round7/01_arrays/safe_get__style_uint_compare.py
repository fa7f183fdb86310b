"""Correct: one unsigned comparison tests ``0 <= idx < n`` (negatives wrap to huge values), and ``lax.select`` picks between a clamped gather and the converted fill.

Violates: nothing (a correct solution in an unusual style).
Verifying input: int32 extremes, negatives, nan/inf values and fills, integer and float16 ``x``, traced fill under jit.
"""
EXERCISE = "arrays.safe_get"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax


def safe_get(x, idx, fill_value):
    x = jnp.asarray(x)
    idx = jnp.asarray(idx)
    n = x.shape[0]
    valid = idx.astype(jnp.uint32) < jnp.uint32(n)
    picked = x[jnp.where(valid, idx, 0)]
    fill = jnp.broadcast_to(jnp.asarray(fill_value).astype(x.dtype), idx.shape)
    return lax.select(valid, picked, fill)


if __name__ == "__main__":
    def ref(x, idx, fill):
        x = np.asarray(x)
        idx = np.asarray(idx).astype(np.int64)
        ok = (idx >= 0) & (idx < len(x))
        with np.errstate(invalid="ignore"):
            f = np.asarray(fill).astype(x.dtype)
        return np.where(ok, x[np.clip(idx, 0, len(x) - 1)], f).astype(x.dtype)

    assert safe_get(jnp.array([10.0, 20.0, 30.0]), jnp.array([0, 3, -1, 2]), -1.0).tolist() == [10.0, -1.0, -1.0, 30.0]
    idx = np.array([0, 3, -1, 2, 1, 2**31 - 1, -2**31, 5], np.int32)
    f = jax.jit(safe_get)
    cases = [(np.array([10.0, np.nan, np.inf], np.float32), fill) for fill in (-1.0, np.float32(np.nan), -np.inf, np.array(2.5))]
    cases += [(np.array([2**31 - 1, -2**31, 0], np.int32), -1), (np.array([1, 2, 3], np.int32), np.int32(7)),
              (np.array([1.5, -0.0, 6e4], np.float16), np.float32(3.0)), (np.array([7], np.int8), -128)]
    for x, fill in cases:
        for g in (safe_get, f):
            got = g(x, idx, fill)
            assert got.dtype == x.dtype and got.shape == idx.shape
            assert np.array_equal(np.asarray(got), ref(x, idx, fill), equal_nan=True)
    assert safe_get(np.array([1.0]), np.zeros((2, 3), np.int32), 0.0).shape == (2, 3)
    print("verified")
