"""Accumulates in the dtype of values and casts to float32 only at the end: int8 sums wrap around.

Violates: "A float32 vector of shape (size,) (also for integer values)" equal to "np.add.at(out, indices, values)" on float zeros.
Verifying input: size=2, indices=[0, 0], values=int8 [100, 100] -> the docstring requires [200, 0], this returns [-56, 0].
"""
EXERCISE = "arrays.add_at"
VERDICT = "fail"
MESSAGE = "integers at the ends of their dtype's range"

import jax
import jax.numpy as jnp
import numpy as np


def add_at(size: int, indices: jax.Array, values: jax.Array) -> jax.Array:
    values = jnp.asarray(values)
    out = jnp.zeros(size, dtype=values.dtype).at[indices].add(values)
    return out.astype(jnp.float32)


def _aa_dt_ref(size, idx, vals):
    out = np.zeros(size); np.add.at(out, idx, vals); return out
