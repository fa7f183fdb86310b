"""Scatters into a flat vector at r*num_classes + label computed in the labels' dtype: int8/int16 labels overflow for larger matrices.

Violates: "A float32 array of shape (n, num_classes) with result[r, labels[r]] == 1.0 and zeros elsewhere." (labels: "integer vector")
Verifying input: labels=int8 [1]*20, num_classes=10 -> the docstring requires a 1 in column 1 of every row, this puts rows 13.. ones in wrapped (wrong) places.
"""
EXERCISE = "arrays.one_hot"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp
import numpy as np


def one_hot(labels: jax.Array, num_classes: int) -> jax.Array:
    labels = jnp.asarray(labels)
    n = labels.shape[0]
    rows = jnp.arange(n, dtype=labels.dtype)
    flat = (rows * num_classes + labels).astype(jnp.int32)
    return jnp.zeros(n * num_classes, jnp.float32).at[flat].set(1.0).reshape(n, num_classes)


if __name__ == "__main__":
    assert one_hot(jnp.array([2, 0]), 3).tolist() == [[0.0, 0.0, 1.0], [1.0, 0.0, 0.0]]
    labels = np.random.default_rng(8).integers(0, 6, 50).astype(np.int32)
    out = jax.jit(one_hot, static_argnums=1)(labels, 6)
    assert out.dtype == jnp.float32 and np.array_equal(np.asarray(out), np.eye(6, dtype=np.float32)[labels])
    assert "scatter" in str(jax.make_jaxpr(one_hot, static_argnums=1)(jnp.array([2, 0]), 3))
    small = np.array([1, 0, 2], np.int8)
    assert np.array_equal(np.asarray(one_hot(small, 3)), np.eye(3)[small])
    bad_labels = np.ones(20, np.int8)
    got = np.asarray(one_hot(bad_labels, 10))
    assert not np.array_equal(got, np.eye(10, dtype=np.float32)[bad_labels]), got  # contract: equal
    print("verified")
