"""Builds the matrix in the labels' integer dtype instead of float32."""
EXERCISE = "arrays.one_hot"
VERDICT = "fail"
MESSAGE = "wrong dtype"

import jax
import jax.numpy as jnp


def one_hot(labels: jax.Array, num_classes: int) -> jax.Array:
    labels = jnp.asarray(labels)
    n = labels.shape[0]
    return jnp.zeros((n, num_classes), dtype=labels.dtype).at[jnp.arange(n), labels].set(1)
