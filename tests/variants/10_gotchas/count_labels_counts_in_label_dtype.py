"""Counts into `jnp.zeros(..., labels.dtype)`: int8 labels give int8 counts (which also overflow past 127)."""
EXERCISE = "gotchas.count_labels"
VERDICT = "fail"
MESSAGE = "should be int32 whatever the dtype of labels"

import jax
import jax.numpy as jnp


def count_labels(labels: jax.Array, n_bins: int) -> jax.Array:
    labels = jnp.asarray(labels)
    index = jnp.where((labels >= 0) & (labels < n_bins), labels, n_bins)
    return jnp.zeros(n_bins + 1, labels.dtype).at[index].add(1)
