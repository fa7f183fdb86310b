"""The student compares ``labels < n_bins`` and uses ``n_bins`` as the invalid sentinel directly, so with int8 labels and 200 bins the Python int 200 is squeezed into int8 (-56) and valid labels are counted as invalid.

Violates: "labels: ... int32, or another integer dtype such as int8." / "n_bins: ... it may be past what the labels' dtype holds (200 bins for int8 labels)."
Verifying input: count_labels(jnp.array([0, 5, 5], jnp.int8), 200) must have counts[0] == 1, counts[5] == 2, counts[200] == 0; this miscounts them or raises (200 and 201 do not fit in int8).
"""
EXERCISE = "gotchas.count_labels"
VERDICT = "fail"
KIND = "admitted"

import warnings

import jax
import jax.numpy as jnp
import numpy as np


def count_labels(labels, n_bins):
    labels = jnp.asarray(labels)
    valid = (labels >= 0) & (labels < n_bins)
    idx = jnp.where(valid, labels, n_bins)
    return jnp.zeros(n_bins + 1, jnp.int32).at[idx].add(1)


if __name__ == "__main__":
    def ref(labels, n_bins):
        labels = np.asarray(labels).astype(np.int64)
        out = np.zeros(n_bins + 1, np.int64)
        for l in labels:
            out[l if 0 <= l < n_bins else n_bins] += 1
        return out

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        lab = np.array([0, 5, 5], np.int8)
        try:
            wrong = not np.array_equal(np.asarray(count_labels(lab, 200)), ref(lab, 200))
        except Exception:
            wrong = True
        assert wrong
    f = jax.jit(count_labels, static_argnums=1)
    for lab, n in ((np.array([0, 2, 2, 5, -1]), 3), (np.array([2**31 - 1, -2**31, 0, 1], np.int32), 2),
                   (np.array([-128, 127, 3, 0], np.int8), 4), (np.zeros(0, np.int32), 5)):
        got = f(lab, n)
        assert got.dtype == jnp.int32 and np.array_equal(np.asarray(got), ref(lab, n))
    print("verified")
