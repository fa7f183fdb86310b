"""Correct, one-primitive style: ``lax.pad`` with a high padding of ``size - n`` on the last axis, which pads with zeros when positive and truncates when negative (XLA's negative padding).

Violates: nothing (correct solution in an unusual style).
Verifying input: x = jnp.array([[1, 2, 3], [4, 5, 6]]), size = 2 or 4 -> requires [[1, 2], [4, 5]] / [[1, 2, 3, 0], [4, 5, 6, 0]], this returns exactly those (also for size 0, empty axes, bool, inf/nan, int extremes; one compilation per size).
"""
EXERCISE = "static_args.resize_last"
VERDICT = "pass"
KIND = "style"

from functools import partial

import jax
import jax.numpy as jnp
from jax import lax


@partial(jax.jit, static_argnames="size")
def resize_last(x: jax.Array, size: int) -> jax.Array:
    config = [(0, 0, 0)] * (x.ndim - 1) + [(0, size - x.shape[-1], 0)]
    return lax.pad(x, jnp.zeros((), x.dtype), config)


if __name__ == "__main__":
    import numpy as np

    def ref(x, size):
        x = np.asarray(x)
        out = np.zeros(x.shape[:-1] + (size,), x.dtype)
        k = min(size, x.shape[-1])
        out[..., :k] = x[..., :k]
        return out

    x = jnp.array([[1, 2, 3], [4, 5, 6]])
    assert resize_last(x, 4).tolist() == [[1, 2, 3, 0], [4, 5, 6, 0]]
    assert resize_last(x, 2).tolist() == [[1, 2], [4, 5]]
    rng = np.random.default_rng(0)
    arrays = [np.array([1.0, -0.0, np.inf, np.nan], np.float32), np.zeros((3, 0), np.float32),
              np.array([[2**31 - 1, -2**31, 5]], np.int32), rng.standard_normal((2, 3, 5)).astype(np.float16),
              np.array([[True, False, True]]), np.array([[255, 0, 7]], np.uint8),
              rng.standard_normal((4, 1)).astype(np.float32), np.zeros((0, 4), np.int32)]
    for a in arrays:
        for size in [0, 1, a.shape[-1], a.shape[-1] + 3, max(a.shape[-1] - 2, 0)]:
            got = resize_last(jnp.asarray(a), size)
            want = ref(a, size)
            assert got.dtype == a.dtype and got.shape == want.shape, (a.dtype, got.shape, want.shape)
            np.testing.assert_array_equal(np.asarray(got), want)
    resize_last._clear_cache()
    for seed in range(5):
        resize_last(jnp.asarray(rng.standard_normal((2, 3)).astype(np.float32)), 4)
    assert resize_last._cache_size() == 1
    resize_last(jnp.ones((2, 3)), 5)
    assert resize_last._cache_size() == 2
    print("verified")
