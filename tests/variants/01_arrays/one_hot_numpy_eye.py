"""Looks rows up in a NumPy identity matrix, and NumPy cannot index with a tracer."""
EXERCISE = "arrays.one_hot"
VERDICT = "fail"
MESSAGE = "does not work under jax.jit"

import numpy as np
import jax
import jax.numpy as jnp


def one_hot(labels: jax.Array, num_classes: int) -> jax.Array:
    return jnp.asarray(np.eye(num_classes, dtype=np.float32)[np.asarray(labels)])
