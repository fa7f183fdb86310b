"""Accumulates the counts in the labels' own dtype (int8 for int8 labels) and casts to int32 only at the end, so a count above 127 wraps.

Violates: "Every label is counted exactly once, so the counts always add up to ``len(labels)``" (for "another integer dtype such as int8").
Verifying input: count_labels(jnp.zeros(200, jnp.int8), 3) -> the docstring requires [200, 0, 0, 0], this returns [-56, 0, 0, 0].
"""
EXERCISE = "gotchas.count_labels"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp


def count_labels(labels: jax.Array, n_bins: int) -> jax.Array:
    labels = jnp.asarray(labels)
    valid = (labels >= 0) & (labels < n_bins)
    idx = jnp.where(valid, labels, n_bins)
    counts = jnp.zeros(n_bins + 1, labels.dtype).at[idx].add(1)
    return counts.astype(jnp.int32)


if __name__ == "__main__":
    assert count_labels(jnp.array([0, 2, 2, 5, -1]), 3).tolist() == [1, 0, 2, 2]
    assert count_labels(jnp.array([-128, 127, 1], jnp.int8), 3).tolist() == [0, 1, 0, 2]
    out = count_labels(jnp.zeros(200, jnp.int8), 3)
    assert out.dtype == jnp.int32
    assert out.tolist() != [200, 0, 0, 0], out
    assert int(out.sum()) != 200
    print("verified")
