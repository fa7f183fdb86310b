"""Calls jax.nn.one_hot, which builds the matrix by comparing labels with class numbers, not by an indexed update.

Violates: "The matrix must be built by an indexed update of an array (the grader looks for a scatter in the program, and refuses an equality comparison == of labels against class numbers)."
Verifying input: labels=[2, 0], num_classes=3 -> the docstring requires a scatter and no eq in the program, this program has an eq and no scatter.
"""
EXERCISE = "arrays.one_hot"
VERDICT = "fail"
KIND = "algorithm"

import jax
import jax.numpy as jnp
import numpy as np


def one_hot(labels: jax.Array, num_classes: int) -> jax.Array:
    return jax.nn.one_hot(labels, num_classes, dtype=jnp.float32)


if __name__ == "__main__":
    assert one_hot(jnp.array([2, 0]), 3).tolist() == [[0.0, 0.0, 1.0], [1.0, 0.0, 0.0]]
    labels = np.array([3, 1, 1, 0, 4])
    out = jax.jit(one_hot, static_argnums=1)(labels, 5)
    assert out.dtype == jnp.float32 and np.array_equal(np.asarray(out), np.eye(5, dtype=np.float32)[labels])
    text = str(jax.make_jaxpr(one_hot, static_argnums=1)(jnp.array([2, 0]), 3))
    assert "scatter" not in text and " eq " in text, text   # the contract demands a scatter
    print("verified")
