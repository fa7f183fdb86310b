"""Scatter with mode='drop' after sending negatives past the end, in the labels' dtype: n_bins past int8's range does not fit in int8 labels."""
EXERCISE = "gotchas.count_labels"
VERDICT = "fail"
MESSAGE = '[dtypes] count_labels(labels=array([   0,    5,  127,   -1, -128,  100,  127], dtype=int8), n_bins=200) raised OverflowError'

import jax
import jax.numpy as jnp


def count_labels(labels: jax.Array, n_bins: int) -> jax.Array:
    positive = jnp.where(labels < 0, n_bins, labels)
    counts = jnp.zeros(n_bins, jnp.int32).at[positive].add(1, mode="drop")
    return jnp.append(counts, labels.shape[0] - counts.sum()).astype(jnp.int32)
