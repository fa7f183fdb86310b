"""The student jitted the update with donate_argnums=0 "to avoid a copy", so the caller's JAX array is deleted.

Violates: "x: a square matrix of shape ``(n, n)`` (``n`` may be 0), a JAX or NumPy array; it is not modified."
Verifying input: x = jnp.arange(9.0).reshape(3, 3), value 5.0 -> the docstring requires x to be left usable and unchanged, this deletes x (x.is_deleted() is True).
"""
EXERCISE = "arrays.set_diagonal"
VERDICT = "fail"
KIND = "purity"

import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, donate_argnums=0)
def _sd_donate_impl(x, value):
    i = jnp.arange(x.shape[0])
    return x.at[i, i].set(jnp.asarray(value).astype(x.dtype))


def set_diagonal(x: jax.Array, value: float) -> jax.Array:
    return _sd_donate_impl(jnp.asarray(x), value)


if __name__ == "__main__":
    import numpy as np

    assert set_diagonal(jnp.zeros((2, 2)), 5.0).tolist() == [[5.0, 0.0], [0.0, 5.0]]
    xn = np.arange(9.0, dtype=np.float32).reshape(3, 3)
    ref = xn.copy()
    np.fill_diagonal(ref, 5.0)
    np.testing.assert_array_equal(np.asarray(set_diagonal(xn, 5.0)), ref)
    x = jnp.arange(9.0).reshape(3, 3)
    out = set_diagonal(x, 5.0)
    np.testing.assert_array_equal(np.asarray(out), ref)
    assert x.is_deleted(), "expected the input to be deleted by donation"
    print("verified")
