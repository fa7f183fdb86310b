"""Resizes by multiplying with a rectangular identity matrix, so an inf or nan in a row spreads nan into the row's other entries.

Violates: "the first ``min(size, x.shape[-1])`` entries of each row come from ``x``, the rest are zeros."
Verifying input: jnp.array([[1.0, inf, 3.0]]), size=4 -> the docstring requires [[1, inf, 3, 0]], this returns [[nan, inf, nan, nan]].
"""
EXERCISE = "static_args.resize_last"
VERDICT = "fail"
KIND = "values"

from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


@partial(jax.jit, static_argnames="size")
def resize_last(x: jax.Array, size: int) -> jax.Array:
    # (n, size) identity: keeps column j < min(n, size), zero columns after
    sel = jnp.eye(x.shape[-1], size, dtype=x.dtype)
    return jnp.matmul(x, sel, precision=jax.lax.Precision.HIGHEST).astype(x.dtype)


if __name__ == "__main__":
    ex = jnp.array([[1, 2, 3], [4, 5, 6]])
    assert resize_last(ex, 4).tolist() == [[1, 2, 3, 0], [4, 5, 6, 0]]
    assert resize_last(ex, 2).tolist() == [[1, 2], [4, 5]]
    assert resize_last(ex, 4).dtype == ex.dtype
    rng = np.random.default_rng(0)
    a = rng.standard_normal((3, 2, 5)).astype(np.float32)
    for size in (0, 1, 5, 7):
        want = np.zeros(a.shape[:-1] + (size,), np.float32)
        m = min(size, 5)
        want[..., :m] = a[..., :m]
        np.testing.assert_allclose(np.asarray(resize_last(jnp.asarray(a), size)), want, rtol=1e-6)
    out = np.asarray(resize_last(jnp.array([[1.0, np.inf, 3.0]]), 4))
    assert np.isnan(out[0, [0, 2, 3]]).all() and np.isinf(out[0, 1]), out  # contract: [[1, inf, 3, 0]]
    print("verified")
