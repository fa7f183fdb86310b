"""Checks the range with one comparison, abs(2*label - (n_bins-1)) < n_bins, which overflows for labels near the int32 limits.

Violates: "labels: a 1-D integer array of labels, any values (the extremes of its dtype included)" / "the counts always add up to ``len(labels)``".
Verifying input: labels int32 [2**30 + 1, 0], n_bins 3 -> the docstring requires [1, 0, 0, 1], this returns [1, 0, 0, 0] (the huge label is taken as valid and its write dropped).
"""
EXERCISE = "gotchas.count_labels"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def count_labels(labels, n_bins):
    labels = labels.astype(jnp.int32)
    valid = jnp.abs(2 * labels - (n_bins - 1)) < n_bins  # centre of [0, n_bins) is (n_bins-1)/2
    idx = jnp.where(valid, labels, n_bins)
    return jnp.zeros(n_bins + 1, jnp.int32).at[idx].add(1)


if __name__ == "__main__":
    assert count_labels(jnp.array([0, 2, 2, 5, -1]), 3).tolist() == [1, 0, 2, 2]
    assert count_labels(jnp.array([0, 2, -128, 127, 3], jnp.int8), 3).tolist() == [1, 0, 1, 3]
    out = count_labels(jnp.array([2**30 + 1, 0], jnp.int32), 3)
    assert int(out.sum()) != 2, out
    print(out.tolist())
    print("verified")
