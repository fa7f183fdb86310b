"""Correct, with lax.reshape and shape arithmetic in math.prod, jitted with static_argnums=1 (axis) instead of static_argnames.

Verifying input: checked against np.ravel / np.reshape(prod(shape[:axis]), prod(shape[axis:])) for shapes (), (5,), (2, 3), (2, 3, 4), (0, 3), (3, 2, 0), (1, 1, 1), every axis from 0 to ndim and None, dtypes float32 (inf, nan), int32 extremes, uint8, bool; one trace per (shape, dtype, axis) however many new x values.
"""
EXERCISE = "static_args.flatten"
VERDICT = "pass"
KIND = "style"

import math
from functools import partial

import jax
import jax.numpy as jnp
from jax import lax

@partial(jax.jit, static_argnums=1)
def flatten(x, axis=None):
    if axis is None:
        return lax.reshape(x, (math.prod(x.shape),))
    return lax.reshape(x, (math.prod(x.shape[:axis]), math.prod(x.shape[axis:])))


if __name__ == "__main__":
    import numpy as np

    rng = np.random.default_rng(11)
    for shape in ((), (5,), (2, 3), (2, 3, 4), (0, 3), (3, 2, 0), (1, 1, 1)):
        for dtype in (np.float32, np.int32, np.uint8, np.bool_):
            if dtype == np.bool_:
                x = rng.integers(0, 2, size=shape).astype(bool)
            elif np.issubdtype(dtype, np.integer):
                info = np.iinfo(dtype)
                x = rng.integers(info.min, info.max, size=shape, endpoint=True, dtype=dtype)
            else:
                x = rng.normal(size=shape).astype(dtype)
                if x.size >= 2:
                    x.flat[0] = np.inf; x.flat[1] = np.nan
            for axis in [None] + list(range(x.ndim + 1)):
                if axis is None:
                    expected = np.ravel(x)
                else:
                    expected = x.reshape(math.prod(shape[:axis]), math.prod(shape[axis:]))
                got = flatten(jnp.asarray(x), axis)
                assert got.shape == expected.shape and got.dtype == x.dtype, (shape, axis, got.shape)
                assert np.array_equal(np.asarray(got), expected, equal_nan=dtype == np.float32)
                traced = flatten._cache_size()
                other = jnp.asarray(np.flip(x)) if x.ndim else jnp.asarray(x)
                flatten(other, axis)                           # new values, same shape: no new trace
                assert flatten._cache_size() == traced
    before = flatten._cache_size()
    for k in range(5):
        flatten(jnp.arange(24).reshape(2, 3, 4) + k, 1)
    assert flatten._cache_size() == before
    x = jnp.arange(24).reshape(2, 3, 4)
    assert (flatten(x).shape, flatten(x, axis=1).shape, flatten(x, axis=0).shape) == ((24,), (2, 12), (1, 24))
    assert flatten(jnp.array([[1, 2], [3, 4]])).tolist() == [1, 2, 3, 4]
    assert flatten(jnp.array([[1, 2], [3, 4]]), axis=2).tolist() == [[1], [2], [3], [4]]
    assert flatten(jnp.zeros((0, 3)), axis=1).shape == (0, 3) and flatten(jnp.zeros((3, 2, 0)), axis=1).shape == (3, 0)
    print("verified")
