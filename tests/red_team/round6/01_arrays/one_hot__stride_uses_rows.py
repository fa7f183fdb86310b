"""The student flattens the matrix and scatters at r * n + label, using the number of rows as the stride instead of num_classes; square cases hide it.

Violates: "``result[r, labels[r]] == 1.0`` and zeros elsewhere."
Verifying input: labels = [2, 0], num_classes = 3 -> requires [[0, 0, 1], [1, 0, 0]], this returns [[0, 0, 1], [0, 0, 0]] (row 1's one lands at flat index 2).
"""
EXERCISE = "arrays.one_hot"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def one_hot(labels, num_classes):
    n = labels.shape[0]
    flat = jnp.arange(n) * n + labels
    return jnp.zeros(n * num_classes, jnp.float32).at[flat].set(1.0).reshape(n, num_classes)


if __name__ == "__main__":
    import numpy as np

    square = np.array([2, 0, 1])
    assert np.array_equal(np.asarray(one_hot(jnp.asarray(square), 3)), np.eye(3, dtype=np.float32)[square])
    labels = np.array([2, 0])
    expected = np.eye(3, dtype=np.float32)[labels]
    got = np.asarray(one_hot(jnp.asarray(labels), 3))
    print("expected", expected.tolist(), "got", got.tolist())
    assert not np.array_equal(got, expected)
    print("verified")
