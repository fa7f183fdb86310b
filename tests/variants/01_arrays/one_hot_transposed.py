"""Puts classes on the rows, returning (num_classes, len(labels)) instead of the reverse."""
EXERCISE = "arrays.one_hot"
VERDICT = "fail"
MESSAGE = "wrong shape"

import jax
import jax.numpy as jnp


def one_hot(labels: jax.Array, num_classes: int) -> jax.Array:
    labels = jnp.asarray(labels)
    n = labels.shape[0]
    return jnp.zeros((num_classes, n), dtype=jnp.float32).at[labels, jnp.arange(n)].set(1.0)
