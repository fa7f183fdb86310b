"""Pads and truncates with NumPy on the host and returns a NumPy array, not a jitted JAX computation.

Violates: "Zero-pad or truncate the last axis of ``x`` to length ``size``; jitted, ``size`` static."
Verifying input: jnp.array([[1, 2, 3]]), size=4 -> the docstring requires a JAX array from a jitted function, this returns a numpy.ndarray (and cannot be traced with x).
"""
EXERCISE = "static_args.resize_last"
VERDICT = "fail"
KIND = "returns"

import jax
import jax.numpy as jnp
import numpy as np


def resize_last(x: jax.Array, size: int) -> jax.Array:
    a = np.asarray(x)
    n = a.shape[-1]
    out = np.zeros(a.shape[:-1] + (size,), a.dtype)
    m = min(size, n)
    out[..., :m] = a[..., :m]
    return out


if __name__ == "__main__":
    ex = jnp.array([[1, 2, 3], [4, 5, 6]])
    assert resize_last(ex, 4).tolist() == [[1, 2, 3, 0], [4, 5, 6, 0]]
    assert resize_last(ex, 2).tolist() == [[1, 2], [4, 5]]
    assert resize_last(jnp.ones((2, 0), jnp.int8), 3).dtype == np.int8
    out = resize_last(jnp.array([[1, 2, 3]]), 4)
    assert isinstance(out, np.ndarray) and not isinstance(out, jax.Array), type(out)
    print("verified")
