"""Adds float values up in their own width and casts to float32 at the end: three float16 60000s overflow to inf.

Violates: "A float32 vector of shape (size,)" equal to "np.add.at(out, indices, values)" on float32 zeros.
Verifying input: size=2, indices=[0, 0, 0, 1], values=float16 [60000, 60000, 60000, -3] -> the docstring requires
[180000, -3], this returns [inf, -3].
"""
EXERCISE = "arrays.add_at"
VERDICT = "fail"
MESSAGE = "is inf at index (0,), expected 180000.0"

import jax
import jax.numpy as jnp


def add_at(size: int, indices: jax.Array, values: jax.Array) -> jax.Array:
    values = jnp.asarray(values)
    width = values.dtype if jnp.issubdtype(values.dtype, jnp.floating) else jnp.float32
    return jnp.zeros(size, width).at[indices].add(values.astype(width)).astype(jnp.float32)
