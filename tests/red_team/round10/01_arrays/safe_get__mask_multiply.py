"""Blends gathered values and the fill with 0/1 masks (v * valid + fill * invalid), so 0 * inf gives nan.

Violates: "Return ``x[idx]``, but ``fill_value`` wherever an index is out of range." (x: "Any values of its dtype: inf and nan included")
Verifying input: safe_get(jnp.array([1.0, jnp.inf]), jnp.array([0, 7]), 0.0) -> the docstring requires [1.0, 0.0]; this returns [1.0, nan].
"""
EXERCISE = "arrays.safe_get"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def safe_get(x: jax.Array, idx: jax.Array, fill_value: float) -> jax.Array:
    x = jnp.asarray(x)
    n = x.shape[0]
    valid = ((idx >= 0) & (idx < n)).astype(x.dtype)
    fill = jnp.asarray(fill_value, x.dtype)
    vals = x[jnp.clip(idx, 0, n - 1)]
    return vals * valid + fill * (1 - valid)


if __name__ == "__main__":
    import math
    assert safe_get(jnp.array([10.0, 20.0, 30.0]), jnp.array([0, 3, -1, 2]), -1.0).tolist() == [10.0, -1.0, -1.0, 30.0]
    out = safe_get(jnp.array([1.0, jnp.inf]), jnp.array([0, 7]), 0.0)
    assert out[0] == 1.0 and math.isnan(out[1]), out
    print("flaw shown:", out.tolist(), "expected [1.0, 0.0]")
