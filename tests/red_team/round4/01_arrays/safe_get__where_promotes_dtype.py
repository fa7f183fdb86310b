"""The student masks with jnp.where(valid, x[safe_idx], fill_value) and never converts fill_value, so an integer ``x`` with a float fill comes back as float32.

Violates: "An array of shape ``idx.shape`` and the dtype of ``x`` (``fill_value`` is converted to it)."
Verifying input: safe_get(jnp.array([1, 2, 3], int32), jnp.array([0, 5]), -1.0) -> requires int32 [1, -1], this returns float32 [1.0, -1.0].
"""
EXERCISE = "arrays.safe_get"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp


def safe_get(x: jax.Array, idx: jax.Array, fill_value: float) -> jax.Array:
    n = x.shape[0]
    valid = (idx >= 0) & (idx < n)
    safe_idx = jnp.clip(idx, 0, n - 1)
    return jnp.where(valid, x[safe_idx], fill_value)


if __name__ == "__main__":
    import numpy as np

    def ref(x, idx, fill):
        x = np.asarray(x)
        idx = np.asarray(idx, np.int64)
        ok = (idx >= 0) & (idx < len(x))
        return np.where(ok, x[np.clip(idx, 0, len(x) - 1)], np.asarray(fill).astype(x.dtype)).astype(x.dtype)

    assert safe_get(jnp.array([10.0, 20.0, 30.0]), jnp.array([0, 3, -1, 2]), -1.0).tolist() == [10.0, -1.0, -1.0, 30.0]
    x = jnp.array([1.0, np.inf, np.nan, -2.0])
    idx = jnp.array([[0, 1, 2], [3, -2147483648, 2147483647]], jnp.int32)
    jf = jax.jit(safe_get)
    for fill in (0.0, -7.5, np.inf):
        out = jf(x, idx, fill)
        assert out.shape == idx.shape and out.dtype == x.dtype
        np.testing.assert_array_equal(np.asarray(out), ref(x, idx, fill))

    xi = jnp.array([1, 2, 3], jnp.int32)
    out = jf(xi, jnp.array([0, 5]), -1.0)
    print("expected dtype int32, got", out.dtype, out.tolist())
    assert out.dtype != xi.dtype
    print("verified")
