"""Correct, unusual style: no scatter at all; the labels are widened to int32, sorted, and each bin's count is the width of its run found with `jnp.searchsorted`; the invalid slot is whatever is left over.

Violates: nothing (correct).
Verifying input: int8/uint8/uint32/int32 labels including their dtype extremes, empty labels, n_bins 1..300 -> requires the NumPy reference counts as int32, this returns them.
"""
EXERCISE = "gotchas.count_labels"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp


def count_labels(labels, n_bins):
    wide = jnp.sort(labels.astype(jnp.int32))        # uint32 past 2**31 wraps negative: invalid either way
    bins = jnp.arange(n_bins, dtype=jnp.int32)
    valid = (jnp.searchsorted(wide, bins, side="right") - jnp.searchsorted(wide, bins, side="left")).astype(jnp.int32)
    invalid = jnp.int32(labels.shape[0]) - jnp.sum(valid, dtype=jnp.int32)
    return jnp.concatenate([valid, invalid[None]])


if __name__ == "__main__":
    import numpy as np

    def reference(labels, n_bins):
        labels = np.asarray(labels).astype(np.int64)
        ok = (labels >= 0) & (labels < n_bins)
        return np.append(np.bincount(labels[ok], minlength=n_bins), (~ok).sum()).astype(np.int32)

    assert count_labels(jnp.array([0, 2, 2, 5, -1]), 3).tolist() == [1, 0, 2, 2]
    f = jax.jit(count_labels, static_argnums=1)
    rng = np.random.default_rng(0)
    for dt in (np.int8, np.uint8, np.int16, np.int32, np.uint32):
        info = np.iinfo(dt)
        for n_bins in (1, 3, 17, 130, 300):
            for size in (0, 1, 7, 500):
                lab = rng.integers(-3, n_bins + 3, size=size)
                lab = np.concatenate([lab, [info.min, info.max, 0, n_bins, n_bins - 1]])
                lab = np.clip(lab, info.min, info.max).astype(dt)[: max(size, 0) + 5]
                if size == 0:
                    lab = lab[:0]
                for fn in (f, count_labels):
                    out = fn(jnp.asarray(lab), n_bins)
                    assert out.dtype == jnp.int32 and out.shape == (n_bins + 1,)
                    np.testing.assert_array_equal(out, reference(lab, n_bins))
                    assert int(out.sum()) == len(lab)
    out = count_labels(jnp.zeros(200, jnp.int8), 3)
    assert out.tolist() == [200, 0, 0, 0]
    print("verified")
