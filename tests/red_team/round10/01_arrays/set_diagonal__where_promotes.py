"""Selects the diagonal with jnp.where(eye, value, x), letting jnp's type promotion pick the dtype instead of converting ``value`` to ``x``'s dtype.

Violates: "A new ``(n, n)`` array with the same dtype as ``x`` (``value`` is converted to it)"
Verifying input: set_diagonal(jnp.zeros((2, 2), jnp.float16), jnp.float32(5.0)) -> the docstring requires a float16 array; this returns float32.
"""
EXERCISE = "arrays.set_diagonal"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp


def set_diagonal(x: jax.Array, value: float) -> jax.Array:
    x = jnp.asarray(x)
    n = x.shape[0]
    return jnp.where(jnp.eye(n, dtype=bool), value, x)


if __name__ == "__main__":
    assert set_diagonal(jnp.zeros((2, 2)), 5.0).tolist() == [[5.0, 0.0], [0.0, 5.0]]
    out = set_diagonal(jnp.zeros((2, 2), jnp.float16), jnp.float32(5.0))
    assert out.dtype == jnp.float32, out.dtype
    out2 = set_diagonal(jnp.zeros((2, 2), jnp.int8), 5.0)
    assert out2.dtype == jnp.float32, out2.dtype
    print("flaw shown: dtype", out.dtype, "expected float16")
