"""Accumulates the counts in the labels' own dtype and converts to int32 at the end, so int8 counts wrap at 128.

Violates: "Every label is counted exactly once, so the counts always add up to ``len(labels)``" / "An int32 array ... whatever the dtype of ``labels``".
Verifying input: 200 int8 labels all equal to 1, n_bins 3 -> the docstring requires [0, 200, 0, 0], this returns [0, -56, 0, 0].
"""
EXERCISE = "gotchas.count_labels"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp


def count_labels(labels, n_bins):
    valid = (labels >= 0) & (labels < n_bins)
    idx = jnp.where(valid, labels, n_bins)
    counts = jnp.zeros(n_bins + 1, labels.dtype).at[idx].add(1)
    return counts.astype(jnp.int32)


if __name__ == "__main__":
    assert count_labels(jnp.array([0, 2, 2, 5, -1]), 3).tolist() == [1, 0, 2, 2]
    assert count_labels(jnp.array([0, 2, -128, 127], jnp.int8), 3).tolist() == [1, 0, 1, 2]
    out = count_labels(jnp.ones(200, jnp.int8), 3)
    assert out.dtype == jnp.int32 and out.tolist() != [0, 200, 0, 0], out
    print(out.tolist())
    print("verified")
