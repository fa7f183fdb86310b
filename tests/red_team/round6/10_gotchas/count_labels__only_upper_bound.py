"""Sends labels >= n_bins to the invalid slot but forgets negative ones; -1 lands in the last slot by luck (negative indexes count from the end), but -2, -3, ... are counted as valid labels.

Violates: "``counts[n_bins]`` is how many labels are out of range (negative, or ``n_bins`` and above)"
Verifying input: count_labels([-2, 0], 3) -> requires [1, 0, 0, 1], this returns [1, 0, 1, 0].
"""
EXERCISE = "gotchas.count_labels"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def count_labels(labels, n_bins):
    labels = labels.astype(jnp.int32)
    index = jnp.where(labels < n_bins, labels, n_bins)
    return jnp.zeros(n_bins + 1, jnp.int32).at[index].add(1)


if __name__ == "__main__":
    import numpy as np

    def reference(labels, n_bins):
        labels = np.asarray(labels, np.int64)
        valid = (labels >= 0) & (labels < n_bins)
        return np.append(np.bincount(labels[valid], minlength=n_bins)[:n_bins], (~valid).sum()).astype(np.int32)

    assert count_labels(jnp.array([0, 2, 2, 5, -1]), 3).tolist() == [1, 0, 2, 2]   # docstring example passes
    labels = jnp.array([-2, 0])
    got, want = np.asarray(count_labels(labels, 3)), reference(labels, 3)
    print("expected", want, "got", got)
    assert not np.array_equal(got, want)
    print("verified")
