"""The student routes invalid labels to the last bin correctly but accumulates the counts in an array of the labels' own dtype, casting to int32 only at the end: with int8 labels a bin wraps around after 127 hits.

Violates: "labels: a 1-D integer array of labels ... int32, or another integer dtype such as int8" with "the counts always add up to ``len(labels)``" and "An int32 array ... whatever the dtype of ``labels``".
Verifying input: labels = 200 zeros of dtype int8, n_bins = 3 -> requires [200, 0, 0, 0], this returns [-56, 0, 0, 0].
"""
EXERCISE = "gotchas.count_labels"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp


def count_labels(labels, n_bins):
    labels = jnp.asarray(labels)
    valid = (labels >= 0) & (labels < n_bins)
    idx = jnp.where(valid, labels.astype(jnp.int32), n_bins)
    counts = jnp.zeros(n_bins + 1, labels.dtype).at[idx].add(1)
    return counts.astype(jnp.int32)


if __name__ == "__main__":
    import numpy as np

    assert count_labels(jnp.array([0, 2, 2, 5, -1]), 3).tolist() == [1, 0, 2, 2]
    f = jax.jit(count_labels, static_argnums=1)
    ext = jnp.array([-2**31, 2**31 - 1, 0, 1, 4, -7], jnp.int32)
    out = f(ext, 4)
    assert out.dtype == jnp.int32 and out.tolist() == [1, 1, 0, 0, 4]
    small = jnp.array([-128, 127, 3, 3, 0], jnp.int8)
    assert f(small, 4).tolist() == [1, 0, 0, 2, 2]
    rng = np.random.default_rng(0)
    lab = rng.integers(-5, 15, size=100).astype(np.int32)
    ref = np.array([(lab == k).sum() for k in range(10)] + [((lab < 0) | (lab >= 10)).sum()])
    np.testing.assert_array_equal(np.asarray(f(jnp.asarray(lab), 10)), ref)
    got = f(jnp.zeros(200, jnp.int8), 3)
    assert got.tolist() == [-56, 0, 0, 0], got  # requires [200, 0, 0, 0]
    print("verified")
