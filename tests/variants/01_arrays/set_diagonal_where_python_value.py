"""Selects the Python `value` on the diagonal with `jnp.where`: a float value turns an integer matrix into float32."""
EXERCISE = "arrays.set_diagonal"
VERDICT = "fail"
MESSAGE = "with x in int8, the result should stay int8"

import jax
import jax.numpy as jnp


def set_diagonal(x: jax.Array, value: float) -> jax.Array:
    x = jnp.asarray(x)
    on_diagonal = jnp.eye(x.shape[0], dtype=bool)
    return jnp.where(on_diagonal, value, x)
