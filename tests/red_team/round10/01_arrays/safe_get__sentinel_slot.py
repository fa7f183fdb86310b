"""Correct: appends the fill value as an extra last slot and redirects every out-of-range index to that slot.

Verifying input: checked the Example, int32 extremes in idx (2**31 - 1, -2**31), 2-D idx, inf/nan in x and as the fill,
dtype of x kept (float16 x with a float32 fill, int8 x with a Python int fill), n = 1, and one compilation under jax.jit for
different traced fill values.
"""
EXERCISE = "arrays.safe_get"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp


def safe_get(x: jax.Array, idx: jax.Array, fill_value: float) -> jax.Array:
    x = jnp.asarray(x)
    idx = jnp.asarray(idx)
    n = x.shape[0]
    table = jnp.concatenate([x, jnp.asarray(fill_value, dtype=x.dtype).reshape(1)])
    slot = jnp.where((idx >= 0) & (idx < n), idx, n)
    return jnp.take(table, slot, axis=0)


if __name__ == "__main__":
    import math
    assert safe_get(jnp.array([10.0, 20.0, 30.0]), jnp.array([0, 3, -1, 2]), -1.0).tolist() == [10.0, -1.0, -1.0, 30.0]
    big = jnp.array([2**31 - 1, -(2**31), 0, 1], jnp.int32)
    assert safe_get(jnp.array([5.0, 6.0]), big, 9.0).tolist() == [9.0, 9.0, 5.0, 6.0]
    assert safe_get(jnp.array([5.0, 6.0]), big.reshape(2, 2), 9.0).shape == (2, 2)
    r = safe_get(jnp.array([1.0, jnp.inf]), jnp.array([0, 1, 7]), jnp.nan)
    assert r[0] == 1 and r[1] == jnp.inf and math.isnan(r[2])
    r = safe_get(jnp.array([1.0, 2.0], jnp.float16), jnp.array([0, 5]), jnp.float32(-1.0))
    assert r.dtype == jnp.float16 and r.tolist() == [1.0, -1.0]
    r = safe_get(jnp.array([-128, 127], jnp.int8), jnp.array([1, -1]), -128)
    assert r.dtype == jnp.int8 and r.tolist() == [127, -128]
    f = jax.jit(safe_get)
    f(jnp.array([1.0]), jnp.array([0, 1]), 1.0); assert f(jnp.array([1.0]), jnp.array([0, 1]), 2.0).tolist() == [1.0, 2.0]
    assert f._cache_size() == 1
    print("ok")
