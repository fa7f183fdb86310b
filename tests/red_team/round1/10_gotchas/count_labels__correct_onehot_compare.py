"""Correct: compares every label with every bin (an n x n_bins boolean table, widened to int32) and counts the invalid ones as the rest.

Violates: nothing (correct solution).
Verifying input: random int8/int32 labels including the dtype extremes -> matches a NumPy loop count.
"""
EXERCISE = "gotchas.count_labels"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
import numpy as np


def count_labels(labels: jax.Array, n_bins: int) -> jax.Array:
    labels = jnp.asarray(labels)
    bins = jnp.arange(n_bins, dtype=jnp.int32)
    table = labels.astype(jnp.int32)[:, None] == bins[None, :]
    valid = jnp.sum(table, axis=0, dtype=jnp.int32)
    invalid = jnp.int32(labels.shape[0]) - jnp.sum(valid, dtype=jnp.int32)
    return jnp.concatenate([valid, invalid[None]])


def _clc_reference(labels, n_bins):
    out = np.zeros(n_bins + 1, np.int64)
    for v in np.asarray(labels).tolist():
        out[v if 0 <= v < n_bins else n_bins] += 1
    return out.tolist()


if __name__ == "__main__":
    assert count_labels(jnp.array([0, 2, 2, 5, -1]), 3).tolist() == [1, 0, 2, 2]
    rng = np.random.default_rng(0)
    jitted = jax.jit(count_labels, static_argnums=1)
    for dtype in (np.int8, np.int16, np.int32):
        info = np.iinfo(dtype)
        for n_bins in (1, 3, 7, 127):
            labels = rng.integers(-3, n_bins + 3, size=300).astype(dtype)
            labels[:4] = [info.min, info.max, -1, n_bins]
            for f in (count_labels, jitted):
                out = f(jnp.asarray(labels), n_bins)
                assert out.dtype == jnp.int32 and out.shape == (n_bins + 1,)
                assert out.tolist() == _clc_reference(labels, n_bins), (dtype, n_bins)
    assert count_labels(jnp.zeros(200, jnp.int8), 3).tolist() == [200, 0, 0, 0]
    assert count_labels(jnp.zeros(0, jnp.int32), 2).tolist() == [0, 0, 0]
    print("verified")
