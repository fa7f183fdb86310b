"""The student pads by concatenating float32 zeros and casts back to x's dtype, so int32 values past 2**24 round through float32.

Violates: "x: an array with at least one axis, any dtype. Any values of its dtype: ... integers up to both ends of their range." / "the first ``min(size, x.shape[-1])`` entries of each row come from ``x``"
Verifying input: resize_last(jnp.array([2**24 + 1], jnp.int32), 2) must be [16777217, 0]; this returns [16777216, 0].
"""
EXERCISE = "static_args.resize_last"
VERDICT = "fail"
KIND = "admitted"

from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


@partial(jax.jit, static_argnames="size")
def resize_last(x, size):
    n = x.shape[-1]
    if size <= n:
        return x[..., :size]
    pad = jnp.zeros(x.shape[:-1] + (size - n,))
    return jnp.concatenate([x, pad], axis=-1).astype(x.dtype)


if __name__ == "__main__":
    def ref(x, size):
        x = np.asarray(x)
        out = np.zeros(x.shape[:-1] + (size,), x.dtype)
        k = min(size, x.shape[-1])
        out[..., :k] = x[..., :k]
        return out

    bad = np.array([2**24 + 1], np.int32)
    assert not np.array_equal(np.asarray(resize_last(bad, 2)), ref(bad, 2))
    for x in (np.array([[1, 2, 3], [4, 5, 6]], np.int32), np.array([1.0, np.inf, np.nan], np.float32),
              np.array([[True, False]]), np.arange(6, dtype=np.float16).reshape(3, 2)):
        for size in (0, 1, 2, 4, 6):
            y = resize_last(x, size)
            assert y.dtype == x.dtype and np.array_equal(np.asarray(y), ref(x, size), equal_nan=True)
    print("verified")
