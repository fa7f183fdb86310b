"""Tests 0 <= label <= n_bins - 1 as `label * (n_bins - 1 - label) >= 0`: the product wraps for labels near -2**31."""
EXERCISE = "gotchas.count_labels"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax.numpy as jnp


def count_labels(labels, n_bins):
    valid = labels * (n_bins - 1 - labels) >= 0
    index = jnp.where(valid, labels, n_bins)
    return jnp.zeros(n_bins + 1, jnp.int32).at[index].add(1)
