"""Makes the count array in the labels' dtype, so int8 labels get int8 counts that wrap past 127 occurrences.

Violates: "An int32 array of shape ``(n_bins + 1,)``, whatever the dtype of ``labels``." and "the counts always add up to ``len(labels)``"
Verifying input: count_labels(int8 zeros(200), 3) -> requires int32 [200, 0, 0, 0], this returns int8 [-56, 0, 0, 0].
"""
EXERCISE = "gotchas.count_labels"
VERDICT = "fail"
KIND = "horizons"

import jax
import jax.numpy as jnp


def count_labels(labels, n_bins):
    wide = labels.astype(jnp.int32)
    index = jnp.where((wide >= 0) & (wide < n_bins), wide, n_bins)
    return jnp.zeros(n_bins + 1, labels.dtype).at[index].add(1)


if __name__ == "__main__":
    import numpy as np

    assert count_labels(jnp.array([0, 2, 2, 5, -1]), 3).tolist() == [1, 0, 2, 2]   # int32 labels: right
    got = count_labels(jnp.zeros(200, jnp.int8), 3)
    print("expected [200, 0, 0, 0] int32, got", got.tolist(), got.dtype)
    assert got.tolist() != [200, 0, 0, 0]
    print("verified")
