"""The student selects with jnp.where(valid, x[...], fill_value) and never converts fill_value, so the result takes the promoted dtype, not x's.

Violates: "An array of shape ``idx.shape`` and the dtype of ``x`` (``fill_value`` is converted to it)."
Verifying input: x = int32 [1, 2, 3], idx=[0, 5], fill_value=-1.0 -> requires an int32 [1, -1], this returns float32; and x float16 with fill_value=jnp.float32(-1) -> requires float16, this returns float32.
"""
EXERCISE = "arrays.safe_get"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp


def safe_get(x: jax.Array, idx: jax.Array, fill_value: float) -> jax.Array:
    x = jnp.asarray(x)
    idx = jnp.asarray(idx)
    n = x.shape[0]
    valid = (idx >= 0) & (idx < n)
    return jnp.where(valid, x[jnp.clip(idx, 0, n - 1)], fill_value)


if __name__ == "__main__":
    import numpy as np

    assert safe_get(jnp.array([10.0, 20.0, 30.0]), jnp.array([0, 3, -1, 2]), -1.0).tolist() == [10.0, -1.0, -1.0, 30.0]
    rng = np.random.default_rng(7)
    f = jax.jit(safe_get)
    for n in [1, 3, 8]:
        x = rng.normal(size=n).astype(np.float32)
        x[0] = np.inf
        idx = np.concatenate([rng.integers(-12, 12, 9), [2**31 - 1, -2**31]]).astype(np.int32)
        for fv in [np.nan, -np.inf, 2.5]:
            out = np.full(idx.shape, fv, np.float32)
            ok = (idx >= 0) & (idx < n); out[ok] = x[idx[ok]]
            got = np.asarray(f(x, idx, fv))
            assert got.dtype == np.float32
            np.testing.assert_array_equal(got, out)
    got = safe_get(jnp.array([1, 2, 3], jnp.int32), jnp.array([0, 5]), -1.0)
    assert got.dtype == jnp.float32, got.dtype
    got = safe_get(jnp.array([1, 2, 3], jnp.float16), jnp.array([0, 5]), jnp.float32(-1))
    assert got.dtype == jnp.float32, got.dtype
    print("verified")
