"""The student accumulates the counts in an array of the labels' own dtype (`jnp.zeros(n_bins + 1, labels.dtype)`), so int8 labels give int8 counts that wrap past 127 and the result is not int32.

Violates: "An int32 array of shape ``(n_bins + 1,)``, whatever the dtype of ``labels``."
Verifying input: labels = jnp.zeros(200, jnp.int8), n_bins 3 -> requires int32 [200, 0, 0, 0], this returns int8 [-56, 0, 0, 0].
"""
EXERCISE = "gotchas.count_labels"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp


def count_labels(labels, n_bins):
    valid = (labels >= 0) & (labels < n_bins)
    slot = jnp.where(valid, labels, n_bins)
    return jnp.zeros(n_bins + 1, labels.dtype).at[slot].add(1)


if __name__ == "__main__":
    import numpy as np

    def reference(labels, n_bins):
        labels = np.asarray(labels).astype(np.int64)
        out = np.zeros(n_bins + 1, np.int64)
        for v in labels:
            out[v if 0 <= v < n_bins else n_bins] += 1
        return out

    assert count_labels(jnp.array([0, 2, 2, 5, -1]), 3).tolist() == [1, 0, 2, 2]
    f = jax.jit(count_labels, static_argnums=1)
    rng = np.random.default_rng(0)
    info = np.iinfo(np.int32)
    labels = np.concatenate([rng.integers(-5, 12, 50), [info.min, info.max]]).astype(np.int32)
    for n_bins in (1, 5, 10):
        out = f(jnp.asarray(labels), n_bins)
        np.testing.assert_array_equal(out, reference(labels, n_bins))
        assert out.dtype == jnp.int32
    small = np.array([-128, 127, 0, 1, 1, 3], np.int8)
    np.testing.assert_array_equal(f(jnp.asarray(small), 3), reference(small, 3))

    # the flaw: int8 labels, more than 127 of one kind
    out = count_labels(jnp.zeros(200, jnp.int8), 3)
    print("required int32 [200, 0, 0, 0], got", out.dtype, out.tolist())
    assert out.dtype == jnp.int8 and out.tolist()[0] == -56
    print("verified")
