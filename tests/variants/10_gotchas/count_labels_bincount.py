"""jnp.bincount with a static length after mapping invalid labels to n_bins, in the labels' dtype: n_bins past int8's range does not fit in int8 labels."""
EXERCISE = "gotchas.count_labels"
VERDICT = "fail"
MESSAGE = '[dtypes] count_labels(labels=array([   0,    5,  127,   -1, -128,  100,  127], dtype=int8), n_bins=200) raised OverflowError'

import jax
import jax.numpy as jnp


def count_labels(labels: jax.Array, n_bins: int) -> jax.Array:
    index = jnp.where((labels >= 0) & (labels < n_bins), labels, n_bins)
    return jnp.bincount(index, length=n_bins + 1).astype(jnp.int32)
