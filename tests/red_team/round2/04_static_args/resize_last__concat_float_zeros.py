"""The student pads by concatenating jnp.zeros(...) made with the default float32 dtype, then casts back to x's dtype; the concatenation already promoted int32 data to float32 and rounded it.

Violates: "the first ``min(size, x.shape[-1])`` entries of each row come from ``x``" for "Any values of its dtype: ... integers up to both ends of their range."
Verifying input: x = int32 [[16777217, 2147483000]], size=3 -> requires [[16777217, 2147483000, 0]], this returns [[16777216, 2147483647, 0]].
"""
EXERCISE = "static_args.resize_last"
VERDICT = "fail"
KIND = "values"

import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames="size")
def resize_last(x: jax.Array, size: int) -> jax.Array:
    n = x.shape[-1]
    if size <= n:
        return x[..., :size]
    pad = jnp.zeros(x.shape[:-1] + (size - n,))
    return jnp.concatenate([x, pad], axis=-1).astype(x.dtype)


if __name__ == "__main__":
    import numpy as np

    assert resize_last(jnp.array([[1, 2, 3], [4, 5, 6]]), 4).tolist() == [[1, 2, 3, 0], [4, 5, 6, 0]]
    assert resize_last(jnp.array([[1, 2, 3], [4, 5, 6]]), 2).tolist() == [[1, 2], [4, 5]]
    def ref(x, size):
        out = np.zeros(x.shape[:-1] + (size,), x.dtype)
        k = min(size, x.shape[-1]); out[..., :k] = x[..., :k]; return out
    rng = np.random.default_rng(2)
    cases = [rng.normal(size=(3, 4)).astype(np.float32), np.array([np.inf, np.nan, -np.inf], np.float32),
             rng.integers(-1000, 1000, (2, 2, 3)).astype(np.int32), np.array([[127, -128]], np.int8),
             rng.normal(size=(2, 0)).astype(np.float16), np.array([True, False])]
    for x in cases:
        for size in (0, 1, x.shape[-1], x.shape[-1] + 3):
            got = resize_last(x, size)
            assert got.dtype == x.dtype
            np.testing.assert_array_equal(np.asarray(got), ref(x, size))
    x = np.array([[16777217, 2147483000]], np.int32)
    got = np.asarray(resize_last(x, 3))
    assert got.tolist() != ref(x, 3).tolist(), got
    assert resize_last(x, 2).tolist() == x.tolist()   # truncation alone is exact
    print("verified")
