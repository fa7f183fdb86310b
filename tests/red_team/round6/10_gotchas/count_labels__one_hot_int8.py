"""Counts with jax.nn.one_hot(labels, n_bins).sum(0), whose comparison grid is built in the labels' dtype: for int8 labels and 200 bins the positions 128..199 wrap to -128..-57, so negative labels are counted as valid ones.

Violates: "``counts[n_bins]`` is how many labels are out of range (negative, or ``n_bins`` and above)" (with "200 bins for int8 labels")
Verifying input: count_labels(int8 [-100], 200) -> requires counts[200] = 1 and counts[156] = 0, this returns counts[156] = 1 and counts[200] = 0.
"""
EXERCISE = "gotchas.count_labels"
VERDICT = "fail"
KIND = "beyond"

import jax
import jax.numpy as jnp


def count_labels(labels, n_bins):
    per_bin = jax.nn.one_hot(labels, n_bins, dtype=jnp.int32).sum(axis=0)
    invalid = labels.shape[0] - per_bin.sum()
    return jnp.append(per_bin, invalid).astype(jnp.int32)


if __name__ == "__main__":
    import numpy as np

    def reference(labels, n_bins):
        labels = np.asarray(labels, np.int64)
        valid = (labels >= 0) & (labels < n_bins)
        return np.append(np.bincount(labels[valid], minlength=n_bins)[:n_bins], (~valid).sum()).astype(np.int32)

    assert count_labels(jnp.array([0, 2, 2, 5, -1]), 3).tolist() == [1, 0, 2, 2]
    ext = jnp.array([2**31 - 1, -(2**31), 0, 3], jnp.int32)
    assert np.array_equal(np.asarray(count_labels(ext, 4)), reference(ext, 4))   # int32 extremes fine
    labels = jnp.array([-100], jnp.int8)
    got, want = np.asarray(count_labels(labels, 200)), reference(labels, 200)
    print("expected counts[156], counts[200] =", want[[156, 200]], " got", got[[156, 200]])
    assert not np.array_equal(got, want)
    print("verified")
