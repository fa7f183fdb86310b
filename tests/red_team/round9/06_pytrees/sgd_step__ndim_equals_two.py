"""The student decays "the weight matrices" by testing ``p.ndim == 2``. That catches every
dense-layer weight, and biases and scalars are left alone, so typical MLP trees update
correctly. But the docstring's rule is *two or more* dimensions: a convolution kernel or any
3-D/4-D weight is a matrix-like leaf that must be decayed, and here it only gets
``p - lr * g``.

Violates: "a leaf of two or more dimensions (a weight matrix) becomes ``p - lr * (g + weight_decay * p)``"
Verifying input: sgd_step({"k": jnp.ones((1, 1, 2))}, {"k": jnp.zeros((1, 1, 2))}, 0.5, weight_decay=0.5) must give k = 0.75 everywhere; this returns 1.0.
"""
EXERCISE = "pytrees.sgd_step"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
import numpy as np


def sgd_step(params, grads, lr, weight_decay=0.0):
    def update(p, g):
        if p.ndim == 2:  # weight matrix
            return p - lr * (g + weight_decay * p)
        return p - lr * g

    return jax.tree.map(update, params, grads)


if __name__ == "__main__":
    params = {"w": jnp.array([[1.0, 2.0]]), "b": jnp.array([1.0])}
    grads = {"w": jnp.array([[0.0, 0.0]]), "b": jnp.array([0.0])}
    new = sgd_step(params, grads, 0.5, weight_decay=0.5)
    assert (new["w"].tolist(), new["b"].tolist()) == ([[0.75, 1.5]], [1.0])
    got = sgd_step({"k": jnp.ones((1, 1, 2))}, {"k": jnp.zeros((1, 1, 2))}, 0.5, weight_decay=0.5)["k"]
    print("3-D kernel after step:", got.tolist(), "(should be 0.75)")
    assert got.tolist() == [[[1.0, 1.0]]]
    print("flaw shown")
