"""Masks with jnp.where(valid, x[clipped], fill_value), so the result dtype follows jnp promotion instead of staying x's dtype.

Violates: "An array of shape ``idx.shape`` and the dtype of ``x`` (``fill_value`` is converted to it)."
Verifying input: safe_get(jnp.array([1.0, 2.0], jnp.float16), jnp.array([0, 5]), jnp.float32(-1.0)) -> the docstring requires float16; this returns float32.
"""
EXERCISE = "arrays.safe_get"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp


def safe_get(x: jax.Array, idx: jax.Array, fill_value: float) -> jax.Array:
    x = jnp.asarray(x)
    n = x.shape[0]
    valid = (idx >= 0) & (idx < n)
    return jnp.where(valid, x[jnp.clip(idx, 0, n - 1)], fill_value)


if __name__ == "__main__":
    assert safe_get(jnp.array([10.0, 20.0, 30.0]), jnp.array([0, 3, -1, 2]), -1.0).tolist() == [10.0, -1.0, -1.0, 30.0]
    out = safe_get(jnp.array([1.0, 2.0], jnp.float16), jnp.array([0, 5]), jnp.float32(-1.0))
    assert out.dtype == jnp.float32, out.dtype
    out2 = safe_get(jnp.array([1, 2], jnp.int8), jnp.array([0, 5]), -1.5)
    assert out2.dtype == jnp.float32
    print("flaw shown: dtype", out.dtype, "expected float16")
