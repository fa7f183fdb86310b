"""The student makes the zeros with the labels' dtype (to "match" them), so the one-hot matrix comes back int32 instead of float32.

Violates: "A float32 array of shape ``(n, num_classes)``"
Verifying input: labels = int32 [2, 0], num_classes = 3 -> requires float32 [[0., 0., 1.], [1., 0., 0.]], this returns int32 [[0, 0, 1], [1, 0, 0]].
"""
EXERCISE = "arrays.one_hot"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp


def one_hot(labels, num_classes):
    n = labels.shape[0]
    out = jnp.zeros((n, num_classes), dtype=labels.dtype)
    return out.at[jnp.arange(n), labels].set(1)


if __name__ == "__main__":
    import numpy as np

    got = one_hot(jnp.array([2, 0], jnp.int32), 3)
    print("got", got.dtype, got.tolist())
    assert got.tolist() == [[0, 0, 1], [1, 0, 0]]
    assert got.dtype != jnp.float32
    print("verified")
