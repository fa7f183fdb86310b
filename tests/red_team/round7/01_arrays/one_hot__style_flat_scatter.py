"""Correct: scatter ones into a flat buffer at ``row * num_classes + label`` and reshape (a scatter, no comparison, no gather from an identity matrix).

Violates: nothing (a correct solution in an unusual style).
Verifying input: ordinary labels, an empty label vector, one class, int8 labels, under jit.
"""
EXERCISE = "arrays.one_hot"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
import numpy as np


def one_hot(labels, num_classes):
    labels = jnp.asarray(labels).astype(jnp.int32)
    n = labels.shape[0]
    flat = jnp.arange(n, dtype=jnp.int32) * num_classes + labels
    return jnp.zeros(n * num_classes, jnp.float32).at[flat].set(1.0).reshape(n, num_classes)


if __name__ == "__main__":
    assert one_hot(jnp.array([2, 0]), 3).tolist() == [[0.0, 0.0, 1.0], [1.0, 0.0, 0.0]]
    f = jax.jit(one_hot, static_argnums=1)
    for labels, k in ((np.array([0, 1, 2, 1, 0]), 3), (np.zeros(0, np.int32), 4), (np.array([0, 0]), 1),
                      (np.array([127, 5], np.int8), 200), (np.arange(10) % 7, 7)):
        got = f(labels, k)
        want = np.zeros((len(labels), k), np.float32)
        want[np.arange(len(labels)), np.asarray(labels).astype(np.int64)] = 1.0
        assert got.dtype == jnp.float32 and got.shape == want.shape and np.array_equal(np.asarray(got), want)
    assert "scatter" in str(jax.make_jaxpr(one_hot, static_argnums=1)(jnp.array([1, 0]), 2))
    print("verified")
