"""Correct: lax.reshape with sizes from math.prod, jitted with axis static by position (static_argnums).

Violates: nothing.
Verifying input: many shapes (0-d, empty along one axis, size 1) and every allowed axis -> matches np.reshape in row-major order, dtype kept, one compilation per (shape, axis).
"""
EXERCISE = "static_args.flatten"
VERDICT = "pass"
KIND = "style"

import math
from functools import partial

import jax
import jax.numpy as jnp
from jax import lax


@partial(jax.jit, static_argnums=(1,))
def flatten(x: jax.Array, axis: int | None = None) -> jax.Array:
    dims = x.shape
    if axis is None:
        new = (math.prod(dims),)
    else:
        new = (math.prod(dims[:axis]), math.prod(dims[axis:]))
    return lax.reshape(x, new)


if __name__ == "__main__":
    import numpy as np

    x = jnp.arange(24).reshape(2, 3, 4)
    assert (flatten(x).shape, flatten(x, axis=1).shape, flatten(x, axis=0).shape) == ((24,), (2, 12), (1, 24))
    assert flatten(jnp.array([[1, 2], [3, 4]])).tolist() == [1, 2, 3, 4]
    assert flatten(jnp.array([[1, 2], [3, 4]]), axis=2).tolist() == [[1], [2], [3], [4]]
    rng = np.random.default_rng(0)
    for shape in [(), (1,), (5,), (0, 3), (3, 2, 0), (2, 1, 3), (4, 3, 2, 1)]:
        for dt in (np.float32, np.int8, np.bool_, np.float16):
            a = (rng.standard_normal(shape) * 5).astype(dt)
            got = flatten(jnp.asarray(a))
            assert got.dtype == a.dtype and np.array_equal(np.asarray(got), a.reshape(-1))
            for ax in range(len(shape) + 1):
                want = a.reshape(int(np.prod(shape[:ax])), int(np.prod(shape[ax:])))
                got = flatten(jnp.asarray(a), axis=ax)
                assert got.shape == want.shape and got.dtype == a.dtype
                assert np.array_equal(np.asarray(got), want)
    assert flatten(jnp.zeros((0, 3)), axis=1).shape == (0, 3)
    assert flatten(jnp.zeros((3, 2, 0)), axis=1).shape == (3, 0)
    assert flatten(jnp.array(7.0), axis=0).shape == (1, 1)
    before = flatten._cache_size()
    for k in range(4):
        flatten(jnp.full((6, 7), float(k)), axis=1)
    assert flatten._cache_size() - before == 1
    print("verified")
