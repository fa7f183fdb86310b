"""The student accumulates the counts in the labels' dtype and converts to int32 at the end, so with int8 labels a bin with more than 127 hits wraps around.

Violates: "labels: a 1-D integer array of labels ... int32, or another integer dtype such as int8." / "``counts[k]`` ... is how many labels equal ``k``" and "the counts always add up to ``len(labels)``"
Verifying input: count_labels(jnp.zeros(200, jnp.int8), 3) must be [200, 0, 0, 0]; this returns [-56, 0, 0, 0].
"""
EXERCISE = "gotchas.count_labels"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np


def count_labels(labels, n_bins):
    labels = jnp.asarray(labels)
    lab = labels.astype(jnp.int32)
    idx = jnp.where((lab >= 0) & (lab < n_bins), lab, n_bins)
    counts = jnp.zeros(n_bins + 1, labels.dtype).at[idx].add(jnp.ones_like(labels))
    return counts.astype(jnp.int32)


if __name__ == "__main__":
    def ref(labels, n_bins):
        labels = np.asarray(labels).astype(np.int64)
        out = np.zeros(n_bins + 1, np.int64)
        for l in labels:
            out[l if 0 <= l < n_bins else n_bins] += 1
        return out

    lab = np.zeros(200, np.int8)
    assert not np.array_equal(np.asarray(count_labels(lab, 3)), ref(lab, 3))
    f = jax.jit(count_labels, static_argnums=1)
    for lab, n in ((np.array([0, 2, 2, 5, -1]), 3), (np.array([2**31 - 1, -2**31, 0, 1], np.int32), 2),
                   (np.array([-128, 127, 3, 0, 100], np.int8), 200), (np.arange(1000, dtype=np.int32) % 7, 5)):
        got = f(lab, n)
        assert got.dtype == jnp.int32 and np.array_equal(np.asarray(got), ref(lab, n))
    print("verified")
