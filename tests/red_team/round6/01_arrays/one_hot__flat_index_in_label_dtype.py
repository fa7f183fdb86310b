"""The student scatters into a flat vector at row * num_classes + label, computing the flat index in the labels' own dtype, which overflows for int8/int16 labels once the matrix is big enough.

Violates: "``result[r, labels[r]] == 1.0`` and zeros elsewhere." (labels: "integer vector", any integer dtype)
Verifying input: labels = int8 [0] * 20, num_classes = 10 -> requires a 1.0 in column 0 of all 20 rows, this loses the ones of rows 13..19 and puts stray ones in column 4 of rows 7..13 (flat index 130 wraps to -126 in int8, which counts from the end: 200 - 126 = 74).
"""
EXERCISE = "arrays.one_hot"
VERDICT = "fail"
KIND = "horizons"

import jax
import jax.numpy as jnp


def one_hot(labels, num_classes):
    n = labels.shape[0]
    rows = jnp.arange(n, dtype=labels.dtype)
    flat = (rows * num_classes + labels).astype(jnp.int32)   # int32 for indexing
    return jnp.zeros(n * num_classes, jnp.float32).at[flat].set(1.0).reshape(n, num_classes)


if __name__ == "__main__":
    import numpy as np

    labels = np.zeros(20, np.int8)
    expected = np.eye(10, dtype=np.float32)[labels]
    got = np.asarray(one_hot(jnp.asarray(labels), 10))
    print("rows whose one-hot is wrong:", np.nonzero((got != expected).any(axis=1))[0].tolist())
    assert not np.array_equal(got, expected)
    # int32 labels are fine
    assert np.array_equal(np.asarray(one_hot(jnp.asarray(labels.astype(np.int32)), 10)), expected)
    print("verified")
