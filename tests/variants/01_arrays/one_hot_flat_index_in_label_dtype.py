"""Flawed: scatters into a flat vector at `row * num_classes + label`, the offsets computed in the labels' own
dtype: int8 or uint8 labels wrap around once the matrix holds more than 127 or 255 entries."""
EXERCISE = "arrays.one_hot"
VERDICT = "fail"
MESSAGE = "dtype=int8), num_classes=10)"

import jax
import jax.numpy as jnp


def one_hot(labels: jax.Array, num_classes: int) -> jax.Array:
    labels = jnp.asarray(labels)
    n = labels.shape[0]
    offsets = jnp.arange(n, dtype=labels.dtype) * jnp.asarray(num_classes, labels.dtype) + labels
    flat = jnp.zeros(n * num_classes, jnp.float32).at[offsets].set(1.0)
    return flat.reshape(n, num_classes)
