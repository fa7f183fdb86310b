"""Alternative: jax.ops.segment_sum, with negative indices mapped to their positive twins first."""
EXERCISE = "arrays.add_at"
VERDICT = "pass"

import jax
import jax.numpy as jnp


def add_at(size: int, indices: jax.Array, values: jax.Array) -> jax.Array:
    indices = jnp.asarray(indices)
    indices = jnp.where(indices < 0, indices + size, indices)  # segment_sum drops negatives
    values = jnp.asarray(values, dtype=jnp.float32)
    return jax.ops.segment_sum(values, indices, num_segments=size)
