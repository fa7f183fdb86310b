"""The student compares the labels with the Python int n_bins in the labels' own dtype; for int8 labels and n_bins >= 128 the weakly typed n_bins wraps around in int8 (200 becomes -56), so valid labels are counted as invalid and the invalid slot index wraps too.

Violates: "labels: ... int32, or another integer dtype such as int8" with "counts[k] for 0 <= k < n_bins is how many labels equal k"
Verifying input: labels = int8 [0, 5, 100, 127, -1], n_bins = 200 -> requires counts[0] = counts[5] = counts[100] = counts[127] = 1 and counts[200] = 1, this returns all five labels in counts[145] (n_bins wraps to -56, a negative index counting from the end).
"""
EXERCISE = "gotchas.count_labels"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp


def count_labels(labels, n_bins):
    valid = (labels >= 0) & (labels < n_bins)
    slots = jnp.where(valid, labels, n_bins).astype(jnp.int32)      # every invalid label -> the last slot
    return jnp.zeros(n_bins + 1, jnp.int32).at[slots].add(1)


if __name__ == "__main__":
    import numpy as np

    def ref(labels, n_bins):
        labels = np.asarray(labels).astype(np.int64)
        out = np.zeros(n_bins + 1, np.int64)
        for l in labels:
            out[l if 0 <= l < n_bins else n_bins] += 1
        return out

    assert count_labels(jnp.array([0, 2, 2, 5, -1]), 3).tolist() == [1, 0, 2, 2]
    rng = np.random.default_rng(0)
    f = jax.jit(count_labels, static_argnums=1)
    for dtype, n_bins in [(np.int32, 7), (np.int8, 10), (np.int16, 50), (np.int8, 100)]:
        info = np.iinfo(dtype)
        labels = rng.integers(-20, n_bins + 20, size=300).astype(dtype)
        labels[:2] = [info.min, info.max]
        got = f(jnp.asarray(labels), n_bins)
        assert got.dtype == jnp.int32 and int(got.sum()) == 300
        np.testing.assert_array_equal(got, ref(labels, n_bins))

    # The breach: int8 labels with n_bins past int8's range.
    labels = jnp.array([0, 5, 100, 127, -1], jnp.int8)
    got = np.asarray(count_labels(labels, 200))
    want = ref(labels, 200)
    print("got nonzero:", {i: int(c) for i, c in enumerate(got) if c}, " want:", {i: int(c) for i, c in enumerate(want) if c})
    assert not np.array_equal(got, want)
    print("verified")
