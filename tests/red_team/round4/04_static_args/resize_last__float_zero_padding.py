"""The student pads by concatenating jnp.zeros(...) of the default float32 dtype, so padding an integer (or float16) array promotes the result's dtype; truncation keeps it.

Violates: "An array of shape ``x.shape[:-1] + (size,)`` and the dtype of ``x``"
Verifying input: resize_last(jnp.array([[1, 2, 3], [4, 5, 6]]), 4) -> requires int32 [[1, 2, 3, 0], [4, 5, 6, 0]], this returns float32 (its .tolist() still compares equal to the docstring's example).
"""
EXERCISE = "static_args.resize_last"
VERDICT = "fail"
KIND = "dtypes"

from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="size")
def resize_last(x: jax.Array, size: int) -> jax.Array:
    n = x.shape[-1]
    if size <= n:
        return x[..., :size]
    pad = jnp.zeros(x.shape[:-1] + (size - n,))
    return jnp.concatenate([x, pad], axis=-1)


if __name__ == "__main__":
    import numpy as np

    def ref(x, size):
        x = np.asarray(x)
        out = np.zeros(x.shape[:-1] + (size,), x.dtype)
        k = min(size, x.shape[-1])
        out[..., :k] = x[..., :k]
        return out

    ex = jnp.array([[1, 2, 3], [4, 5, 6]])
    assert resize_last(ex, 4).tolist() == [[1, 2, 3, 0], [4, 5, 6, 0]]
    assert resize_last(ex, 2).tolist() == [[1, 2], [4, 5]]
    rng = np.random.default_rng(0)
    x = rng.normal(size=(2, 3, 5)).astype(np.float32)
    x[0, 0, 0] = np.inf
    x[1, 2, 4] = np.nan
    for size in (0, 1, 5, 8):
        out = resize_last(x, size)
        assert out.dtype == jnp.float32 and out.shape == (2, 3, size)
        np.testing.assert_array_equal(np.asarray(out), ref(x, size))
    assert resize_last(jnp.zeros((4, 0)), 3).shape == (4, 3)
    assert resize_last(ex, 2).dtype == ex.dtype

    out = resize_last(ex, 4)
    print("expected dtype", ex.dtype, "got", out.dtype)
    assert out.dtype != ex.dtype
    print("verified")
