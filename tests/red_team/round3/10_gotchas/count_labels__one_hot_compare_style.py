"""Unusual style: instead of a scatter-add, the student compares every label with every bin (a one-hot table), sums the columns, and gets the invalid count as ``n - valid``.

Correct: the comparison ``labels[:, None] == arange(n_bins)`` promotes int8 to int32 without wrapping, extreme values never match a bin, the counts are summed in int32, and the last bin is the remainder, so the total is always ``len(labels)`` (empty input included).
"""
EXERCISE = "gotchas.count_labels"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp


def count_labels(labels, n_bins):
    labels = jnp.asarray(labels)
    bins = jnp.arange(n_bins, dtype=jnp.int32)
    hits = labels.astype(jnp.int32)[:, None] == bins[None, :]
    valid = jnp.sum(hits, axis=0, dtype=jnp.int32)
    invalid = jnp.int32(labels.shape[0]) - jnp.sum(valid, dtype=jnp.int32)
    return jnp.concatenate([valid, invalid[None]])


if __name__ == "__main__":
    import numpy as np

    def ref(lab, n):
        lab = np.asarray(lab).astype(np.int64)
        return [int((lab == k).sum()) for k in range(n)] + [int(((lab < 0) | (lab >= n)).sum())]

    assert count_labels(jnp.array([0, 2, 2, 5, -1]), 3).tolist() == [1, 0, 2, 2]
    f = jax.jit(count_labels, static_argnums=1)
    rng = np.random.default_rng(3)
    for dt in (np.int8, np.int16, np.int32, np.uint8):
        info = np.iinfo(dt)
        lab = np.concatenate([rng.integers(info.min, info.max, 300, endpoint=True), [info.min, info.max, 0, 1]]).astype(dt)
        for n in (1, 5, 130):
            out = f(jnp.asarray(lab), n)
            assert out.dtype == jnp.int32 and out.shape == (n + 1,)
            assert out.tolist() == ref(lab, n), (dt, n)
            assert int(out.sum()) == lab.size
    assert f(jnp.zeros(300, jnp.int8), 2).tolist() == [300, 0, 0]
    assert f(jnp.zeros(0, jnp.int32), 3).tolist() == [0, 0, 0, 0]
    print("verified")
