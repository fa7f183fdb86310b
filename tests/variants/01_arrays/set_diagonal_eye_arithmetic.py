"""Blends with a float32 identity matrix, so integer (or float16) matrices come back as float32."""
EXERCISE = "arrays.set_diagonal"
VERDICT = "fail"
MESSAGE = "wrong dtype"

import jax
import jax.numpy as jnp


def set_diagonal(x: jax.Array, value: float) -> jax.Array:
    eye = jnp.eye(x.shape[0])
    return x * (1 - eye) + value * eye
