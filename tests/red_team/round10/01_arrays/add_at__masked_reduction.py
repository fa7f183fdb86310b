"""Correct: builds a (len(indices), size) membership mask and sums the float32 values masked with jnp.where (no scatter).

Verifying input: checked the Example, negative indices (add_at(3, [-1, 0], [5., 1.]) == [1, 0, 5]), int8 values that
would wrap (add_at(2, [0, 0], int8 [100, 100]) == [200, 0]), inf/nan values staying in their own slot, empty indices,
size 0, float32 result for int/float16 inputs, and one compilation for new indices/values under jit(static size).
"""
EXERCISE = "arrays.add_at"
VERDICT = "pass"
KIND = "style"

import functools

import jax
import jax.numpy as jnp


def add_at(size: int, indices: jax.Array, values: jax.Array) -> jax.Array:
    indices = jnp.asarray(indices)
    values = jnp.asarray(values).astype(jnp.float32)
    pos = jnp.where(indices < 0, indices + size, indices)
    hit = pos[:, None] == jnp.arange(size, dtype=pos.dtype)[None, :]
    # where (not multiply) so that an inf/nan value cannot leak into other slots via 0 * inf
    return jnp.sum(jnp.where(hit, values[:, None], jnp.float32(0)), axis=0, dtype=jnp.float32)


if __name__ == "__main__":
    import math
    assert add_at(3, jnp.array([0, 2, 0]), jnp.array([1.0, 2.0, 3.0])).tolist() == [4.0, 0.0, 2.0]
    assert add_at(3, jnp.array([-1, 0]), jnp.array([5.0, 1.0])).tolist() == [1.0, 0.0, 5.0]
    r = add_at(2, jnp.array([0, 0]), jnp.array([100, 100], jnp.int8))
    assert r.dtype == jnp.float32 and r.tolist() == [200.0, 0.0]
    r = add_at(3, jnp.array([0, 2]), jnp.array([jnp.inf, jnp.nan]))
    assert r[0] == jnp.inf and r[1] == 0 and math.isnan(float(r[2]))
    assert add_at(4, jnp.zeros(0, jnp.int32), jnp.zeros(0)).tolist() == [0.0] * 4
    assert add_at(0, jnp.zeros(0, jnp.int32), jnp.zeros(0)).shape == (0,)
    assert add_at(2, jnp.array([1]), jnp.array([1.5], jnp.float16)).dtype == jnp.float32
    f = jax.jit(add_at, static_argnums=0)
    f(3, jnp.array([0, 1]), jnp.array([1.0, 2.0])); f(3, jnp.array([2, -3]), jnp.array([4.0, 5.0]))
    assert f._cache_size() == 1
    print("ok")
