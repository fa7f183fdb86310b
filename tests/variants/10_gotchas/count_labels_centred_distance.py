"""Tests validity as |2 * label - (n_bins - 1)| <= n_bins - 1: `2 * label` wraps for labels near -2**31."""
EXERCISE = "gotchas.count_labels"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax.numpy as jnp


def count_labels(labels, n_bins):
    valid = jnp.abs(2 * labels - (n_bins - 1)) <= n_bins - 1
    index = jnp.where(valid, labels, n_bins)
    return jnp.zeros(n_bins + 1, jnp.int32).at[index].add(1)
