"""Gathers rows of an identity matrix (jnp.eye(C)[labels]): right values, but a gather, not the required indexed update.

Violates: "The matrix must be built by an indexed update of an array (the grader looks for a scatter in the program ...)".
Verifying input: labels=[2, 0], num_classes=3 -> the docstring requires a scatter in the program, this program has only a gather.
"""
EXERCISE = "arrays.one_hot"
VERDICT = "fail"
KIND = "algorithm"

import jax
import jax.numpy as jnp
import numpy as np


def one_hot(labels: jax.Array, num_classes: int) -> jax.Array:
    return jnp.eye(num_classes, dtype=jnp.float32)[jnp.asarray(labels)]


if __name__ == "__main__":
    assert one_hot(jnp.array([2, 0]), 3).tolist() == [[0.0, 0.0, 1.0], [1.0, 0.0, 0.0]]
    labels = np.array([0, 6, 6, 2], np.int8)
    out = jax.jit(one_hot, static_argnums=1)(labels, 7)
    assert out.dtype == jnp.float32 and np.array_equal(np.asarray(out), np.eye(7, dtype=np.float32)[labels])
    assert one_hot(jnp.zeros((0,), jnp.int32), 4).shape == (0, 4)
    text = str(jax.make_jaxpr(one_hot, static_argnums=1)(jnp.array([2, 0]), 3))
    assert "scatter" not in text and "gather" in text, text   # the contract demands a scatter
    print("verified")
