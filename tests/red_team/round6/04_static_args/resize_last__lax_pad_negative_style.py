"""Correct, with a single lax.pad whose high padding on the last axis is size - n: positive pads with zeros of x's dtype, negative truncates (lax.pad accepts negative padding).

Verifying input: checked against a NumPy reference (copy of the first min(size, n) entries into zeros of x's dtype) for shapes (3,), (2, 3), (2, 2, 3), (4, 0), (1,), sizes 0..8, dtypes float32 (inf, nan), int8/int32 extremes, uint16, bool; one compilation per size (jit cache size) over new x values.
"""
EXERCISE = "static_args.resize_last"
VERDICT = "pass"
KIND = "style"

from functools import partial

import jax
import jax.numpy as jnp
from jax import lax


@partial(jax.jit, static_argnames="size")
def resize_last(x, size):
    config = [(0, 0, 0)] * (x.ndim - 1) + [(0, size - x.shape[-1], 0)]
    return lax.pad(x, jnp.zeros((), x.dtype), config)


if __name__ == "__main__":
    import numpy as np

    rng = np.random.default_rng(13)
    for shape in ((3,), (2, 3), (2, 2, 3), (4, 0), (1,)):
        for dtype in (np.float32, np.int8, np.int32, np.uint16, np.bool_):
            if dtype == np.bool_:
                x = rng.integers(0, 2, size=shape).astype(bool)
            elif np.issubdtype(dtype, np.integer):
                info = np.iinfo(dtype)
                x = rng.integers(info.min, info.max, size=shape, endpoint=True, dtype=dtype)
                if x.size >= 2:
                    x.flat[0] = info.min; x.flat[1] = info.max
            else:
                x = rng.normal(size=shape).astype(dtype)
                if x.size >= 2:
                    x.flat[0] = np.inf; x.flat[1] = np.nan
            for size in range(9):
                expected = np.zeros(shape[:-1] + (size,), dtype)
                k = min(size, shape[-1])
                expected[..., :k] = x[..., :k]
                before = resize_last._cache_size()
                got = resize_last(jnp.asarray(x), size)
                assert got.shape == expected.shape and got.dtype == x.dtype
                assert np.array_equal(np.asarray(got), expected, equal_nan=dtype == np.float32), (shape, dtype, size)
                resize_last(jnp.asarray(np.flip(x)), size)                # new values: no new compile
                assert resize_last._cache_size() - before <= 1
    assert resize_last(jnp.array([[1, 2, 3], [4, 5, 6]]), 4).tolist() == [[1, 2, 3, 0], [4, 5, 6, 0]]
    assert resize_last(jnp.array([[1, 2, 3], [4, 5, 6]]), 2).tolist() == [[1, 2], [4, 5]]
    print("verified")
