"""Correct: widen the labels to int32, send every label whose unsigned view is not below ``n_bins`` to the extra bin, and count with ``jnp.bincount``.

Violates: nothing (a correct solution in an unusual style).
Verifying input: int32 extremes, int8 labels with 200 bins, more than 127 copies of one int8 label, uint8 labels, an empty vector, under jit.
"""
EXERCISE = "gotchas.count_labels"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
import numpy as np


def count_labels(labels, n_bins):
    lab = jnp.asarray(labels).astype(jnp.int32)
    valid = lab.astype(jnp.uint32) < jnp.uint32(n_bins)
    idx = jnp.where(valid, lab, jnp.int32(n_bins))
    return jnp.bincount(idx, length=n_bins + 1).astype(jnp.int32)


if __name__ == "__main__":
    def ref(labels, n_bins):
        labels = np.asarray(labels).astype(np.int64)
        out = np.zeros(n_bins + 1, np.int64)
        for l in labels:
            out[l if 0 <= l < n_bins else n_bins] += 1
        return out

    assert count_labels(jnp.array([0, 2, 2, 5, -1]), 3).tolist() == [1, 0, 2, 2]
    f = jax.jit(count_labels, static_argnums=1)
    for lab, n in ((np.array([2**31 - 1, -2**31, 0, 1, 2, -1], np.int32), 2), (np.array([-128, 127, 3, 0, 100, 5, 5], np.int8), 200),
                   (np.zeros(300, np.int8), 3), (np.array([255, 0, 7], np.uint8), 8), (np.zeros(0, np.int32), 4),
                   (np.arange(-50, 50, dtype=np.int16), 30)):
        got = f(lab, n)
        assert got.dtype == jnp.int32 and got.shape == (n + 1,) and np.array_equal(np.asarray(got), ref(lab, n))
        assert int(got.sum()) == len(lab)
    print("verified")
