"""The student compares the labels with n_bins and substitutes n_bins for invalid labels in the labels' own dtype, so for int8 labels and 200 bins the Python int 200 wraps to -56: no label passes the range test and all of them land in the wrong bin.

Violates: "n_bins: the number of valid labels (a Python int, static under ``jax.jit``); it may be past what the labels' dtype holds (200 bins for int8 labels)."
Verifying input: count_labels(jnp.array([0, 5, 100, -1], jnp.int8), 200) must have counts[0] = counts[5] = counts[100] = 1 and counts[200] = 1; this returns counts[0] = 4 and counts[200] = 0.
"""
EXERCISE = "gotchas.count_labels"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp


def count_labels(labels, n_bins):
    labels = jnp.asarray(labels)
    valid = (labels >= 0) & (labels < n_bins)
    idx = jnp.where(valid, labels, n_bins).astype(jnp.int32)
    return jnp.bincount(idx, length=n_bins + 1).astype(jnp.int32)


if __name__ == "__main__":
    import numpy as np

    labels = np.array([0, 5, 100, -1], np.int8)
    expected = np.zeros(201, np.int64)
    expected[[0, 5, 100]] = 1
    expected[200] = 1
    got = np.asarray(jax.jit(count_labels, static_argnums=1)(jnp.asarray(labels), 200))
    assert got.sum() == 4
    assert got[0] == 4 and got[200] == 0, got
    assert not np.array_equal(got, expected)

    assert count_labels(jnp.array([0, 2, 2, 5, -1]), 3).tolist() == [1, 0, 2, 2]
    print("ok: flaw shows")
