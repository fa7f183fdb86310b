"""Correct: one lax.pad of the last axis with high padding size - n, which is negative when truncating (lax.pad crops), padding value a zero of x's dtype.

Violates: nothing (correct solution).
Verifying input: float32 with inf/nan, int32 extremes, int8, uint32, bool, float16, 1-D, 3-D, empty leading or last axis; sizes 0, 1, n, n+3 -> matches NumPy, dtype kept.
"""
EXERCISE = "static_args.resize_last"
VERDICT = "pass"
KIND = "style"

import functools

import jax
import jax.numpy as jnp
from jax import lax


@functools.partial(jax.jit, static_argnums=1)
def resize_last(x: jax.Array, size: int) -> jax.Array:
    config = [(0, 0, 0)] * (x.ndim - 1) + [(0, size - x.shape[-1], 0)]
    return lax.pad(x, jnp.zeros((), x.dtype), config)


if __name__ == "__main__":
    import numpy as np

    assert resize_last(jnp.array([[1, 2, 3], [4, 5, 6]]), 4).tolist() == [[1, 2, 3, 0], [4, 5, 6, 0]]
    assert resize_last(jnp.array([[1, 2, 3], [4, 5, 6]]), 2).tolist() == [[1, 2], [4, 5]]
    assert resize_last(jnp.array([[1, 2, 3], [4, 5, 6]]), size=2).tolist() == [[1, 2], [4, 5]]
    def ref(x, size):
        out = np.zeros(x.shape[:-1] + (size,), x.dtype)
        k = min(size, x.shape[-1]); out[..., :k] = x[..., :k]; return out
    rng = np.random.default_rng(3)
    cases = [rng.normal(size=(3, 4)).astype(np.float32), np.array([np.inf, np.nan, -np.inf, -0.0], np.float32),
             np.array([[2**31 - 1, -2**31, 16777217]], np.int32), np.array([[127, -128]], np.int8),
             np.array([2**32 - 1, 5], np.uint32), np.array([True, False]), rng.normal(size=(2, 0)).astype(np.float16),
             np.zeros((0, 3), np.float32), rng.integers(-9, 9, (2, 2, 3)).astype(np.int32)]
    for x in cases:
        keep = x.copy()
        for size in (0, 1, x.shape[-1], x.shape[-1] + 3):
            got = resize_last(x, size)
            assert got.dtype == x.dtype and got.shape == x.shape[:-1] + (size,)
            np.testing.assert_array_equal(np.asarray(got), ref(x, size))
        np.testing.assert_array_equal(x, keep)
    print("verified")
