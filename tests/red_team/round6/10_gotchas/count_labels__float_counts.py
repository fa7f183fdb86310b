"""Accumulates the counts into jnp.zeros(n_bins + 1), whose default dtype is float32, so the result is a float32 array.

Violates: "An int32 array of shape ``(n_bins + 1,)``, whatever the dtype of ``labels``."
Verifying input: count_labels([0, 2, 2, 5, -1], 3) -> requires int32 [1, 0, 2, 2], this returns float32 [1., 0., 2., 2.].
"""
EXERCISE = "gotchas.count_labels"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp


def count_labels(labels, n_bins):
    labels = labels.astype(jnp.int32)
    valid = (labels >= 0) & (labels < n_bins)
    counts = jnp.zeros(n_bins + 1).at[jnp.where(valid, labels, 0)].add(valid)
    return counts.at[n_bins].set(jnp.sum(~valid))


if __name__ == "__main__":
    import numpy as np

    got = jax.jit(count_labels, static_argnums=1)(jnp.array([0, 2, 2, 5, -1]), 3)
    print("values", got.tolist(), "dtype", got.dtype)
    assert got.tolist() == [1, 0, 2, 2]          # the values are right
    assert got.dtype != jnp.int32
    print("verified")
