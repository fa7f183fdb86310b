"""Translates NumPy's out[indices] += values into a .set, so repeated indices keep only one value."""
EXERCISE = "arrays.add_at"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax
import jax.numpy as jnp


def add_at(size: int, indices: jax.Array, values: jax.Array) -> jax.Array:
    out = jnp.zeros(size, dtype=jnp.float32)
    return out.at[indices].set(out[indices] + jnp.asarray(values, dtype=jnp.float32))
