"""Clips invalid labels into the valid range: they land in the first and last bins, not the overflow slot."""
EXERCISE = "gotchas.count_labels"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax
import jax.numpy as jnp


def count_labels(labels: jax.Array, n_bins: int) -> jax.Array:
    return jnp.zeros(n_bins + 1, jnp.int32).at[jnp.clip(labels, 0, n_bins - 1)].add(1)
