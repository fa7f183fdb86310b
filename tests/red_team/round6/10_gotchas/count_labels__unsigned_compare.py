"""Correct: reinterprets the labels as uint32 so one comparison `< n_bins` rejects negatives (they become huge) and large labels alike, then uses jnp.bincount with a fixed length.

Verifying input: checked against a NumPy int64 reference on random labels of int8, int16, int32, uint8, uint16, uint32 with their dtype extremes, n_bins 1, 3, 200, 1000 (200 for int8 included), empty labels, eagerly and (for 50 labels) under jit with n_bins static; result int32 of shape (n_bins + 1,) summing to len(labels).
"""
EXERCISE = "gotchas.count_labels"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp


def count_labels(labels, n_bins):
    as_unsigned = labels.astype(jnp.uint32)          # -1 -> 4294967295: out of range like any big label
    index = jnp.where(as_unsigned < n_bins, as_unsigned, n_bins).astype(jnp.int32)
    return jnp.bincount(index, length=n_bins + 1).astype(jnp.int32)


if __name__ == "__main__":
    import numpy as np

    def reference(labels, n_bins):
        labels = np.asarray(labels, np.int64)
        valid = (labels >= 0) & (labels < n_bins)
        return np.append(np.bincount(labels[valid], minlength=n_bins)[:n_bins], (~valid).sum()).astype(np.int32)

    assert count_labels(jnp.array([0, 2, 2, 5, -1]), 3).tolist() == [1, 0, 2, 2]
    f = jax.jit(count_labels, static_argnums=1)
    rng = np.random.default_rng(0)
    for dtype in (np.int8, np.int16, np.int32, np.uint8, np.uint16, np.uint32):
        info = np.iinfo(dtype)
        for n_bins in (1, 3, 200, 1000):
            for size in (0, 1, 50, 500):
                small = rng.integers(-5, n_bins + 5, size=size)
                wide = rng.integers(int(info.min), int(info.max), size=size, endpoint=True)
                raw = np.where(rng.random(size) < 0.5, small, wide)
                raw[: min(size, 4)] = [info.min, info.max, 0, n_bins][: min(size, 4)]
                labels = np.clip(raw, info.min, info.max).astype(dtype)
                for fn in (count_labels, f) if size == 50 else (count_labels,):
                    got = fn(jnp.asarray(labels), n_bins)
                    assert got.dtype == jnp.int32 and got.shape == (n_bins + 1,)
                    np.testing.assert_array_equal(np.asarray(got), reference(labels, n_bins))
                    assert int(got.sum()) == size
    print("verified")
