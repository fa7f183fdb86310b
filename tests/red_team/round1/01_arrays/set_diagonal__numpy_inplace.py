"""Takes a shortcut for NumPy inputs with np.fill_diagonal, which writes into the caller's array.

Violates: "x: a square matrix ... a JAX or NumPy array; it is not modified."
Verifying input: x = np.zeros((3, 3)), value = 1.0 -> the docstring requires x to stay all zeros, this sets x's diagonal to 1.
"""
EXERCISE = "arrays.set_diagonal"
VERDICT = "fail"
KIND = "purity"

import jax
import jax.numpy as jnp
import numpy as np


def set_diagonal(x: jax.Array, value: float) -> jax.Array:
    if isinstance(x, np.ndarray):
        # NumPy can do it directly (and faster) when we are not being traced.
        np.fill_diagonal(x, value)
        return jnp.asarray(x)
    idx = jnp.arange(x.shape[0])
    return x.at[idx, idx].set(value)


if __name__ == "__main__":
    assert set_diagonal(jnp.zeros((2, 2)), 5.0).tolist() == [[5.0, 0.0], [0.0, 5.0]]
    a = np.arange(16, dtype=np.float32).reshape(4, 4)
    ref = a.copy(); np.fill_diagonal(ref, -1.0)
    assert np.array_equal(np.asarray(jax.jit(set_diagonal)(jnp.asarray(a), -1.0)), ref)
    x = np.zeros((3, 3), np.float32)
    out = set_diagonal(x, 1.0)
    assert np.asarray(out).tolist() == np.eye(3).tolist()
    assert x[0, 0] == 1.0, x    # the caller's array was modified
    print("verified")
