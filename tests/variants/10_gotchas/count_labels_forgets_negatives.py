"""Sends labels past the end to the overflow slot but lets negative labels count from the end."""
EXERCISE = "gotchas.count_labels"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax
import jax.numpy as jnp


def count_labels(labels: jax.Array, n_bins: int) -> jax.Array:
    index = jnp.where(labels < n_bins, labels, n_bins)
    return jnp.zeros(n_bins + 1, jnp.int32).at[index].add(1)
