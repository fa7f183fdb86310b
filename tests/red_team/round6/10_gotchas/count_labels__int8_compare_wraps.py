"""Compares the labels with n_bins in the labels' own dtype; for int8 labels and 200 bins, 200 wraps to -56, so every label is counted as invalid.

Violates: "n_bins: ... it may be past what the labels' dtype holds (200 bins for int8 labels)."
Verifying input: count_labels(int8 [5, 100], 200) -> requires counts[5] = counts[100] = 1 and counts[200] = 0, this returns counts[200] = 2.
"""
EXERCISE = "gotchas.count_labels"
VERDICT = "fail"
KIND = "beyond"

import jax
import jax.numpy as jnp


def count_labels(labels, n_bins):
    valid = (labels >= 0) & (labels < n_bins)
    index = jnp.where(valid, labels.astype(jnp.int32), n_bins)
    return jnp.zeros(n_bins + 1, jnp.int32).at[index].add(1)


if __name__ == "__main__":
    import numpy as np

    def reference(labels, n_bins):
        labels = np.asarray(labels, np.int64)
        valid = (labels >= 0) & (labels < n_bins)
        return np.append(np.bincount(labels[valid], minlength=n_bins)[:n_bins], (~valid).sum()).astype(np.int32)

    assert count_labels(jnp.array([0, 2, 2, 5, -1]), 3).tolist() == [1, 0, 2, 2]
    assert count_labels(jnp.array([0, 2, 127, -128], jnp.int8), 3).tolist() == [1, 0, 1, 2]   # small n_bins is fine
    labels = jnp.array([5, 100], jnp.int8)
    got, want = np.asarray(count_labels(labels, 200)), reference(labels, 200)
    print("expected counts[5], counts[100], counts[200] =", want[[5, 100, 200]], " got", got[[5, 100, 200]])
    assert not np.array_equal(got, want)
    print("verified")
