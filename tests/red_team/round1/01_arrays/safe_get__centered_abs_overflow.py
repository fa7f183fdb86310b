"""Checks the range in one comparison, |2*idx - (n-1)| < n, whose 2*idx overflows int32 for indices near 2**30.

Violates: "idx: an integer vector of indices, any int32 values (the extremes included)" ... "fill_value wherever an index is out of range".
Verifying input: x=[10., 20., 30.], idx=[2**30 + 1], fill_value=-1.0 -> the docstring requires [-1], this returns [30] (a clamped read); idx=[-2**31] likewise returns x[0].
"""
EXERCISE = "arrays.safe_get"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
import numpy as np


def safe_get(x: jax.Array, idx: jax.Array, fill_value: float) -> jax.Array:
    x = jnp.asarray(x)
    idx = jnp.asarray(idx)
    n = x.shape[0]
    # 0 <= idx < n  <=>  |2*idx - (n-1)| < n : one comparison instead of two
    valid = jnp.abs(2 * idx - (n - 1)) < n
    return jnp.where(valid, x[jnp.clip(idx, 0, n - 1)], jnp.asarray(fill_value, x.dtype))


def _sg_ca_ref(x, idx, fill):
    x = np.asarray(x); idx = np.asarray(idx)
    ok = (idx >= 0) & (idx < len(x))
    return np.where(ok, x[np.where(ok, idx, 0)], np.asarray(fill, x.dtype)).astype(x.dtype)


if __name__ == "__main__":
    assert safe_get(jnp.array([10.0, 20.0, 30.0]), jnp.array([0, 3, -1, 2]), -1.0).tolist() == [10.0, -1.0, -1.0, 30.0]
    rng = np.random.default_rng(7)
    x = rng.normal(size=9).astype(np.float32)
    idx = np.array([-2**30, 2**31 - 1, -1, 0, 8, 9, 100, -100, 4], np.int32)
    f = jax.jit(safe_get)
    np.testing.assert_array_equal(np.asarray(f(x, idx, 0.5)), _sg_ca_ref(x, idx, 0.5))
    xi = np.array([5, 6], np.int16)
    got = safe_get(xi, np.array([1, 2, -1]), 3)
    assert got.dtype == jnp.int16 and got.tolist() == [6, 3, 3]
    out = safe_get(jnp.array([10.0, 20.0, 30.0]), jnp.array([2**30 + 1], jnp.int32), -1.0)
    assert out.tolist() == [30.0], out   # the contract requires [-1.0]
    out2 = safe_get(jnp.array([10.0, 20.0, 30.0]), jnp.array([-2**31], jnp.int32), -1.0)
    assert out2.tolist() == [10.0], out2  # the contract requires [-1.0]
    print("verified")
