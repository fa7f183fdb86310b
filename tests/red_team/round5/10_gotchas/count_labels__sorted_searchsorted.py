"""Correct, unusual style: clamps the labels to -1 .. n_bins in their own dtype, then counts them by sorting (in int32) and reading bin edges with searchsorted, instead of a scatter-add; out-of-range labels are whatever is left over.

Violates: nothing (correct solution).
Verifying input: int8 labels with its extremes, n_bins 3, 200 and 1, empty labels, int32 extremes -> requires the NumPy reference counts (int32, summing to len(labels)), this returns them.
"""
EXERCISE = "gotchas.count_labels"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
from jax import lax


def count_labels(labels, n_bins):
    # First clamp in the labels' own dtype, with bounds that fit it (so nothing wraps, whatever
    # the width), to the range -1 .. n_bins; then every value fits int32.
    info = jnp.iinfo(labels.dtype)
    low = jnp.asarray(max(-1, int(info.min)), labels.dtype)
    high = jnp.asarray(min(n_bins, int(info.max)), labels.dtype)
    ordered = lax.sort(lax.convert_element_type(lax.clamp(low, labels, high), jnp.int32))
    edges = lax.iota(jnp.int32, n_bins + 1)                       # 0, 1, ..., n_bins
    below = jnp.searchsorted(ordered, edges, side="left").astype(jnp.int32)   # labels < edge
    per_bin = below[1:] - below[:-1]                              # labels == k for k < n_bins
    invalid = jnp.int32(labels.shape[0]) - (below[-1] - below[0])
    return jnp.concatenate([per_bin, invalid[None]])


if __name__ == "__main__":
    import numpy as np

    def ref(labels, n_bins):
        labels = np.asarray(labels).astype(np.int64)
        out = np.zeros(n_bins + 1, np.int64)
        ok = (labels >= 0) & (labels < n_bins)
        np.add.at(out, labels[ok], 1)
        out[n_bins] = (~ok).sum()
        return out

    assert count_labels(jnp.array([0, 2, 2, 5, -1]), 3).tolist() == [1, 0, 2, 2]
    rng = np.random.default_rng(0)
    f = jax.jit(count_labels, static_argnums=1)
    cases = []
    for dtype in (np.int8, np.uint8, np.int16, np.int32, np.uint32):
        info = np.iinfo(dtype)
        for n_bins in (1, 3, 10, 127, 200, 300):
            lo, hi = max(int(info.min), -50), min(int(info.max), n_bins + 50)
            labels = rng.integers(lo, hi + 1, size=500).astype(dtype)
            labels[:3] = [info.min, info.max, 0]
            cases.append((labels, n_bins))
    cases += [(np.array([], np.int32), 4), (np.array([], np.int8), 1), (np.full(7, 2**31 - 1, np.int32), 5),
              (np.full(7, -2**31, np.int32), 5), (np.array([4, 4, 4], np.int32), 5)]
    for labels, n_bins in cases:
        for g in (count_labels, f):
            got = g(jnp.asarray(labels), n_bins)
            assert got.dtype == jnp.int32 and got.shape == (n_bins + 1,)
            np.testing.assert_array_equal(got, ref(labels, n_bins), err_msg=f"{labels.dtype} {n_bins}")
            assert int(got.sum()) == len(labels)
    with jax.enable_x64(True):                                    # 64-bit labels too
        for dtype in (np.int64, np.uint64, np.uint32):
            info = np.iinfo(dtype)
            labels = np.array([info.min, info.max, 2**32 + 1 if info.max > 2**33 else 1, 0, 3, 2**31 + 2], dtype)
            got = count_labels(jnp.asarray(labels), 4)
            np.testing.assert_array_equal(got, ref(labels.astype(object).astype(float).clip(-1, 5).astype(np.int64), 4))
            assert got.dtype == jnp.int32
    print(len(cases), "cases match the NumPy reference")
    print("verified")
