"""Correct: append fill_value (converted to x's dtype) as a sentinel element and send every out-of-range index to it with an unsigned comparison.

Violates: nothing (correct solution).
Verifying input: float32/float16/int32/int8/bool x, inf/nan data and fill, int32 index extremes, n=1, empty idx, jitted with traced fill -> matches NumPy, dtype of x.
"""
EXERCISE = "arrays.safe_get"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
from jax import lax


def safe_get(x: jax.Array, idx: jax.Array, fill_value: float) -> jax.Array:
    x = jnp.asarray(x)
    idx = jnp.asarray(idx)
    n = x.shape[0]
    padded = jnp.concatenate([x, jnp.reshape(jnp.asarray(fill_value).astype(x.dtype), (1,))])
    # as unsigned, every negative index becomes >= 2**31 > n: one comparison covers both ends
    in_range = lax.convert_element_type(idx, jnp.uint32) < jnp.uint32(n)
    return padded[jnp.where(in_range, idx, n)]


if __name__ == "__main__":
    import numpy as np

    assert safe_get(jnp.array([10.0, 20.0, 30.0]), jnp.array([0, 3, -1, 2]), -1.0).tolist() == [10.0, -1.0, -1.0, 30.0]
    rng = np.random.default_rng(8)
    f = jax.jit(safe_get)
    def ref(x, idx, fv):
        out = np.full(idx.shape, np.asarray(fv).astype(x.dtype), dtype=x.dtype)
        ok = (idx >= 0) & (idx < len(x))
        out[ok] = x[idx[ok]]
        return out
    xs = [rng.normal(size=5).astype(np.float32), np.array([np.inf, np.nan, -np.inf], np.float32),
          rng.normal(size=4).astype(np.float16), np.array([2**31 - 1, -2**31, 16777217], np.int32),
          np.array([127, -128], np.int8), np.array([True, False, True]), np.array([3.0], np.float32)]
    for x in xs:
        for idx in [np.array([0, -1, 1, 2**31 - 1, -2**31, 3, 100, -100], np.int32), np.zeros(0, np.int32),
                    rng.integers(-8, 8, 20).astype(np.int32)]:
            fvs = [1, 0] if x.dtype == bool else ([-1, 5] if x.dtype.kind == "i" else [np.nan, np.inf, -2.5])
            for fv in fvs:
                for got in (safe_get(x, idx, fv), f(x, idx, fv), f(x, idx, jnp.asarray(fv, jnp.float32))):
                    got = np.asarray(got)
                    assert got.dtype == x.dtype and got.shape == idx.shape
                    np.testing.assert_array_equal(got, ref(x, idx, fv))
    print("verified")
