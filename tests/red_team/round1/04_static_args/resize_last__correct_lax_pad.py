"""Correct: one lax.pad with a (possibly negative) high padding on the last axis does both the zero-padding and the truncation.

Violates: nothing.
Verifying input: int/float/bool/float16 arrays with inf/nan, sizes 0, smaller, equal, larger, and an empty last axis -> matches a NumPy reference exactly, dtype kept, one compilation per size.
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

    ex = jnp.array([[1, 2, 3], [4, 5, 6]])
    assert resize_last(ex, 4).tolist() == [[1, 2, 3, 0], [4, 5, 6, 0]]
    assert resize_last(ex, 2).tolist() == [[1, 2], [4, 5]]

    def _ref(a, size):
        out = np.zeros(a.shape[:-1] + (size,), a.dtype)
        m = min(size, a.shape[-1])
        out[..., :m] = a[..., :m]
        return out

    rng = np.random.default_rng(1)
    base = rng.standard_normal((2, 3, 5))
    base[0, 0, 1] = np.inf
    base[1, 2, 0] = np.nan
    for dt in (np.float32, np.float16, np.int32, np.int8, np.bool_):
        a = (base * 10).astype(dt) if dt not in (np.int32, np.int8, np.bool_) else np.nan_to_num(base * 10, nan=1.0, posinf=7.0, neginf=-7.0).astype(dt)
        for size in (0, 1, 3, 5, 8):
            got = resize_last(jnp.asarray(a), size)
            want = _ref(a, size)
            assert got.dtype == a.dtype and got.shape == want.shape
            np.testing.assert_array_equal(np.asarray(got), want)
    assert resize_last(jnp.zeros((2, 0), jnp.int32), 3).tolist() == [[0, 0, 0], [0, 0, 0]]
    assert resize_last(jnp.arange(4), 2).tolist() == [0, 1]
    before = resize_last._cache_size()
    for k in range(3):
        resize_last(jnp.full((4, 4), k), 6)
    assert resize_last._cache_size() - before == 1
    print("verified")
