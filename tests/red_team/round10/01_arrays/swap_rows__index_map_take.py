"""Correct: builds the row index map arange(n) with i and j exchanged via jnp.where, then gathers rows with jnp.take.

Verifying input: checked the Example, i == j (a copy), negative indices, 1-D and 3-D x, int32 extremes and inf/nan values,
bool and float16 dtypes kept, 0-d integer-array i/j, and a single compilation under jax.jit for different (i, j).
"""
EXERCISE = "arrays.swap_rows"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp


def swap_rows(x: jax.Array, i: jax.Array, j: jax.Array) -> jax.Array:
    x = jnp.asarray(x)
    n = x.shape[0]
    i = jnp.asarray(i)
    j = jnp.asarray(j)
    i = jnp.where(i < 0, i + n, i)
    j = jnp.where(j < 0, j + n, j)
    rows = jnp.arange(n)
    src = jnp.where(rows == i, j, jnp.where(rows == j, i, rows))
    return jnp.take(x, src, axis=0)


if __name__ == "__main__":
    import math
    assert swap_rows(jnp.array([[1, 2], [3, 4], [5, 6]]), 0, 2).tolist() == [[5, 6], [3, 4], [1, 2]]
    assert swap_rows(jnp.array([1, 2, 3]), 1, 1).tolist() == [1, 2, 3]
    assert swap_rows(jnp.array([1, 2, 3]), 0, -1).tolist() == [3, 2, 1]
    big = jnp.array([2**31 - 1, -(2**31), 0], jnp.int32)
    assert swap_rows(big, jnp.int32(0), jnp.int8(1)).tolist() == [-(2**31), 2**31 - 1, 0]
    r = swap_rows(jnp.array([[jnp.inf], [1.0], [jnp.nan]]), 1, 2)
    assert r[0, 0] == jnp.inf and math.isnan(r[1, 0]) and r[2, 0] == 1.0
    assert swap_rows(jnp.array([True, False]), 0, 1).tolist() == [False, True]
    assert swap_rows(jnp.ones((2, 3, 4), jnp.float16), 0, 1).dtype == jnp.float16
    f = jax.jit(swap_rows)
    x = jnp.arange(8).reshape(4, 2)
    f(x, 0, 1); assert f(x, 3, 2).tolist() == [[0, 1], [2, 3], [6, 7], [4, 5]]
    assert f._cache_size() == 1
    print("ok")
