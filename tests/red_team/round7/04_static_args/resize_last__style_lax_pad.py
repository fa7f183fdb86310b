"""Correct: one ``lax.pad`` whose high padding on the last axis is ``size - n``: positive pads with zeros, negative crops.

Violates: nothing (a correct solution in an unusual style).
Verifying input: int32 extremes, bool, float with nan/inf, float16, sizes 0, smaller, equal and larger, under jit.
"""
EXERCISE = "static_args.resize_last"
VERDICT = "pass"
KIND = "style"

from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax


@partial(jax.jit, static_argnames="size")
def resize_last(x, size):
    config = [(0, 0, 0)] * (x.ndim - 1) + [(0, size - x.shape[-1], 0)]
    return lax.pad(x, jnp.zeros((), x.dtype), config)


if __name__ == "__main__":
    def ref(x, size):
        x = np.asarray(x)
        out = np.zeros(x.shape[:-1] + (size,), x.dtype)
        k = min(size, x.shape[-1])
        out[..., :k] = x[..., :k]
        return out

    assert resize_last(jnp.array([[1, 2, 3], [4, 5, 6]]), 4).tolist() == [[1, 2, 3, 0], [4, 5, 6, 0]]
    assert resize_last(jnp.array([[1, 2, 3], [4, 5, 6]]), 2).tolist() == [[1, 2], [4, 5]]
    for x in (np.array([2**31 - 1, -2**31, 2**24 + 1], np.int32), np.array([[True, False]]),
              np.array([1.0, np.inf, np.nan, -0.0], np.float32), np.arange(6, dtype=np.float16).reshape(3, 2),
              np.zeros((2, 0), np.float32)):
        for size in (0, 1, 2, 3, 4, 7):
            y = resize_last(x, size)
            assert y.dtype == x.dtype and y.shape == x.shape[:-1] + (size,)
            assert np.array_equal(np.asarray(y), ref(x, size), equal_nan=True)
    print("verified")
