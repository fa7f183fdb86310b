"""Correct: flattens x and writes every (n+1)-th element (the diagonal of a row-major square matrix), value converted to x's dtype.

Verifying input: checked the Example, n = 0, float16/bfloat16/int8/uint32 dtypes kept (uint32 value 2**32 - 1, int8 -128),
inf/nan in x and as value, NumPy input not modified, a traced value under jax.jit (one compilation, float32 value into a float16 x).
"""
EXERCISE = "arrays.set_diagonal"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp


def set_diagonal(x: jax.Array, value: float) -> jax.Array:
    x = jnp.asarray(x)
    n = x.shape[0]
    v = jnp.asarray(value, dtype=x.dtype)
    flat = x.reshape(-1).at[:: n + 1].set(v)
    return flat.reshape(n, n)


if __name__ == "__main__":
    import math
    import numpy as np
    assert set_diagonal(jnp.zeros((2, 2)), 5.0).tolist() == [[5.0, 0.0], [0.0, 5.0]]
    assert set_diagonal(jnp.zeros((0, 0)), 1.0).shape == (0, 0)
    r = set_diagonal(jnp.zeros((2, 2), jnp.float16), jnp.float32(5.0)); assert r.dtype == jnp.float16
    r = set_diagonal(jnp.zeros((3, 3), jnp.uint32), 2**32 - 1)
    assert r.dtype == jnp.uint32 and int(r[2, 2]) == 2**32 - 1 and int(r[0, 1]) == 0
    r = set_diagonal(jnp.full((2, 2), 127, jnp.int8), -128); assert r.tolist() == [[-128, 127], [127, -128]]
    r = set_diagonal(jnp.array([[jnp.inf, jnp.nan], [2.0, 3.0]]), jnp.inf)
    assert r[0, 0] == jnp.inf and math.isnan(r[0, 1]) and r[1, 1] == jnp.inf and r[1, 0] == 2.0
    a = np.arange(9.0).reshape(3, 3); b = a.copy()
    exp = a.copy(); np.fill_diagonal(exp, -1)
    assert np.array_equal(np.asarray(set_diagonal(a, -1.0)), exp) and np.array_equal(a, b)
    f = jax.jit(set_diagonal)
    f(jnp.zeros((3, 3), jnp.bfloat16), 1.0); r = f(jnp.zeros((3, 3), jnp.bfloat16), 2.0)
    assert r.dtype == jnp.bfloat16 and r[1, 1] == 2 and f._cache_size() == 1
    print("ok")
