"""Takes the result's dtype from values, so integer values give an integer vector, not float32."""
EXERCISE = "arrays.add_at"
VERDICT = "fail"
MESSAGE = "wrong dtype"

import jax
import jax.numpy as jnp


def add_at(size: int, indices: jax.Array, values: jax.Array) -> jax.Array:
    values = jnp.asarray(values)
    return jnp.zeros(size, dtype=values.dtype).at[indices].add(values)
