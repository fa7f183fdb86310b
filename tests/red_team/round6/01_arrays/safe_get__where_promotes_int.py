"""The student masks with jnp.where(valid, x[clipped], fill_value), so a Python-float fill value promotes an integer x to float32.

Violates: "An array of shape ``idx.shape`` and the dtype of ``x`` (``fill_value`` is converted to it)."
Verifying input: x = int32 [1, 2, 3], idx = [0, 5], fill_value = -1.0 -> requires int32 [1, -1], this returns float32 [1.0, -1.0].
"""
EXERCISE = "arrays.safe_get"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp


def safe_get(x, idx, fill_value):
    x = jnp.asarray(x)
    n = x.shape[0]
    valid = (idx >= 0) & (idx < n)
    return jnp.where(valid, x[jnp.clip(idx, 0, n - 1)], fill_value)


if __name__ == "__main__":
    import numpy as np

    x = np.array([1, 2, 3], np.int32); idx = np.array([0, 5])
    got = safe_get(jnp.asarray(x), jnp.asarray(idx), -1.0)
    print("expected int32 [1, -1], got", got.dtype, got.tolist())
    assert got.tolist() == [1, -1]
    assert got.dtype != x.dtype
    # float32 x is fine with a Python float, but a float16 x with a float32 0-d fill is promoted as well
    g16 = safe_get(jnp.array([1.0, 2.0], jnp.float16), jnp.array([0, 9]), jnp.float32(0.5))
    assert g16.dtype == jnp.float32
    print("verified")
