"""Correct alternative: scatter with mode='drop' after sending negatives past the end, then count the rest."""
EXERCISE = "gotchas.count_labels"
VERDICT = "pass"

import jax
import jax.numpy as jnp


def count_labels(labels: jax.Array, n_bins: int) -> jax.Array:
    positive = jnp.where(labels < 0, n_bins, labels)
    counts = jnp.zeros(n_bins, jnp.int32).at[positive].add(1, mode="drop")
    return jnp.append(counts, labels.shape[0] - counts.sum()).astype(jnp.int32)
