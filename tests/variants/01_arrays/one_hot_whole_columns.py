"""Writes with .at[:, labels], which sets whole columns instead of one entry per row."""
EXERCISE = "arrays.one_hot"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax
import jax.numpy as jnp


def one_hot(labels: jax.Array, num_classes: int) -> jax.Array:
    labels = jnp.asarray(labels)
    return jnp.zeros((labels.shape[0], num_classes), dtype=jnp.float32).at[:, labels].set(1.0)
