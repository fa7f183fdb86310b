"""Correct: one unsigned comparison (negative labels become huge) and jnp.bincount with a fixed length.

Violates: nothing.
Verifying input: random int8/int16/int32 labels with dtype extremes, large counts -> matches a NumPy count.
"""
EXERCISE = "gotchas.count_labels"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
import numpy as np


def count_labels(labels, n_bins):
    wide = labels.astype(jnp.int32).astype(jnp.uint32)  # sign-extend, then negatives wrap to >= 2**31
    idx = jnp.where(wide < jnp.uint32(n_bins), wide, jnp.uint32(n_bins)).astype(jnp.int32)
    return jnp.bincount(idx, length=n_bins + 1).astype(jnp.int32)


def _np_count(labels, n_bins):
    lab = np.asarray(labels).astype(np.int64)
    out = np.zeros(n_bins + 1, np.int64)
    for v in lab:
        out[v if 0 <= v < n_bins else n_bins] += 1
    return out


if __name__ == "__main__":
    assert count_labels(jnp.array([0, 2, 2, 5, -1]), 3).tolist() == [1, 0, 2, 2]
    rng = np.random.default_rng(0)
    f = jax.jit(count_labels, static_argnums=1)
    for dt in [np.int8, np.int16, np.int32]:
        info = np.iinfo(dt)
        for n_bins in [1, 3, 100, 300]:
            lab = rng.integers(-5, n_bins + 5, size=500).astype(np.int64)
            lab = np.concatenate([lab, [info.min, info.max, info.min + 1, info.max - 1]])
            lab = np.clip(lab, info.min, info.max).astype(dt)
            out = f(jnp.asarray(lab), n_bins)
            assert out.dtype == jnp.int32 and out.shape == (n_bins + 1,)
            np.testing.assert_array_equal(np.asarray(out), _np_count(lab, n_bins))
    out = count_labels(jnp.ones(300, jnp.int8), 3)
    assert out.tolist() == [0, 300, 0, 0]
    assert count_labels(jnp.array([2**30 + 1, 0], jnp.int32), 3).tolist() == [1, 0, 0, 1]
    print("verified")
