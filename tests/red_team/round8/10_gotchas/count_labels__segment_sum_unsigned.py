"""Correct: the student widens the labels to int32, maps every out-of-range label to n_bins with one unsigned comparison, and counts with jax.ops.segment_sum into an int32 array.

Violates: nothing.
Verifying input: count_labels(jnp.array([-128, 0, 127, 5, -1], jnp.int8), 200) returns counts[0] = counts[5] = counts[127] = 1 and counts[200] = 2, as NumPy does.
"""
EXERCISE = "gotchas.count_labels"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp


def count_labels(labels, n_bins):
    wide = jnp.asarray(labels).astype(jnp.int32)
    in_range = wide.astype(jnp.uint32) < jnp.uint32(n_bins)
    bins = jnp.where(in_range, wide, n_bins)
    ones = jnp.ones(bins.shape, jnp.int32)
    return jax.ops.segment_sum(ones, bins, num_segments=n_bins + 1).astype(jnp.int32)


def _numpy_counts(labels, n_bins):
    import numpy as np

    labels = np.asarray(labels, np.int64)
    out = np.zeros(n_bins + 1, np.int64)
    for v in labels:
        out[v if 0 <= v < n_bins else n_bins] += 1
    return out


if __name__ == "__main__":
    import numpy as np

    fn = jax.jit(count_labels, static_argnums=1)
    rng = np.random.default_rng(0)
    cases = [
        (np.array([-128, 0, 127, 5, -1], np.int8), 200),
        (np.array([np.iinfo(np.int32).min, np.iinfo(np.int32).max, 0, 2, 3, -1], np.int32), 3),
        (rng.integers(-128, 128, 1000).astype(np.int8), 100),
        (rng.integers(-(2**31), 2**31 - 1, 1000).astype(np.int32), 7),
        (np.array([], np.int32), 4),
        (np.array([0, 1, 1], np.int16), 1),
    ]
    for labels, n_bins in cases:
        got = fn(jnp.asarray(labels), n_bins)
        assert got.dtype == jnp.int32 and got.shape == (n_bins + 1,)
        np.testing.assert_array_equal(np.asarray(got), _numpy_counts(labels, n_bins))

    assert count_labels(jnp.array([0, 2, 2, 5, -1]), 3).tolist() == [1, 0, 2, 2]
    print("ok: correct")
