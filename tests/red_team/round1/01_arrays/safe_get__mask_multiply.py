"""Blends with arithmetic (gathered*valid + fill*(1-valid)) instead of selecting: an inf in x (or an inf fill) becomes nan.

Violates: "Return x[idx], but fill_value wherever an index is out of range."
Verifying input: x=[inf, 1, 2], idx=[-5, 1], fill_value=-1.0 -> the docstring requires [-1, 1], this returns [nan, 1] when called as written (under jax.jit XLA rewrites the multiply into a select and hides it).
"""
EXERCISE = "arrays.safe_get"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
import numpy as np


def safe_get(x: jax.Array, idx: jax.Array, fill_value: float) -> jax.Array:
    x = jnp.asarray(x)
    n = x.shape[0]
    valid = ((idx >= 0) & (idx < n)).astype(x.dtype)
    gathered = x[jnp.clip(idx, 0, n - 1)]
    return gathered * valid + jnp.asarray(fill_value, x.dtype) * (1 - valid)


def _sg_mm_ref(x, idx, fill):
    x = np.asarray(x); idx = np.asarray(idx)
    ok = (idx >= 0) & (idx < len(x))
    return np.where(ok, x[np.where(ok, idx, 0)], np.asarray(fill, x.dtype)).astype(x.dtype)


if __name__ == "__main__":
    assert safe_get(jnp.array([10.0, 20.0, 30.0]), jnp.array([0, 3, -1, 2]), -1.0).tolist() == [10.0, -1.0, -1.0, 30.0]
    rng = np.random.default_rng(6)
    x = rng.normal(size=7).astype(np.float32)
    idx = np.array([-2**31, 2**31 - 1, -1, 0, 6, 7, 3], np.int32)
    f = jax.jit(safe_get)
    np.testing.assert_array_equal(np.asarray(f(x, idx, 2.5)), _sg_mm_ref(x, idx, 2.5))
    xi = np.arange(5, dtype=np.int32) * 3
    np.testing.assert_array_equal(np.asarray(safe_get(xi, idx, -7)), _sg_mm_ref(xi, idx, -7))
    out = np.asarray(safe_get(np.array([np.inf, 1.0, 2.0], np.float32), np.array([-5, 1]), -1.0))
    assert np.isnan(out[0]), out   # the contract requires -1.0
    print("verified")
