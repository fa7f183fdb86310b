"""Correct alternative: jnp.bincount with a static length after mapping invalid labels to n_bins."""
EXERCISE = "gotchas.count_labels"
VERDICT = "pass"

import jax
import jax.numpy as jnp


def count_labels(labels: jax.Array, n_bins: int) -> jax.Array:
    index = jnp.where((labels >= 0) & (labels < n_bins), labels, n_bins)
    return jnp.bincount(index, length=n_bins + 1).astype(jnp.int32)
