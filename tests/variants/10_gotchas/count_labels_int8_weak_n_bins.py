"""The student compares the labels with the Python int n_bins in the labels' own dtype; for int8 labels and n_bins >= 128 the weakly typed n_bins wraps around in int8 (200 becomes -56), so valid labels are counted as invalid and the invalid slot index wraps too."""
EXERCISE = "gotchas.count_labels"
VERDICT = "fail"
MESSAGE = '[dtypes] wrong values for count_labels(labels=array([   0,    5,  127'

import jax
import jax.numpy as jnp


def count_labels(labels, n_bins):
    valid = (labels >= 0) & (labels < n_bins)
    slots = jnp.where(valid, labels, n_bins).astype(jnp.int32)      # every invalid label -> the last slot
    return jnp.zeros(n_bins + 1, jnp.int32).at[slots].add(1)
