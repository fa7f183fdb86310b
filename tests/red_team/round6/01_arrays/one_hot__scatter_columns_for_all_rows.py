"""The student scatters with .at[:, labels] (a slice for the rows), which sets every label's column in every row instead of one entry per row.

Violates: "``result[r, labels[r]] == 1.0`` and zeros elsewhere."
Verifying input: labels = [2, 0], num_classes = 3 -> requires [[0, 0, 1], [1, 0, 0]], this returns [[1, 0, 1], [1, 0, 1]].
"""
EXERCISE = "arrays.one_hot"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def one_hot(labels, num_classes):
    n = labels.shape[0]
    return jnp.zeros((n, num_classes), jnp.float32).at[:, labels].set(1.0)


if __name__ == "__main__":
    import numpy as np

    labels = np.array([2, 0])
    expected = np.eye(3, dtype=np.float32)[labels]
    got = np.asarray(one_hot(jnp.asarray(labels), 3))
    print("expected", expected.tolist(), "got", got.tolist())
    assert not np.array_equal(got, expected)
    # a batch where every label is the same still passes, which hides the bug
    assert np.array_equal(np.asarray(one_hot(jnp.array([1, 1]), 3)), np.eye(3, dtype=np.float32)[[1, 1]])
    print("verified")
