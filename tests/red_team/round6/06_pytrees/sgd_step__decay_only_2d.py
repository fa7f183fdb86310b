"""Treats "weight matrix" as ``p.ndim == 2``, so a 3-D or 4-D kernel (a conv filter) gets no weight decay.

Violates: "a leaf of two or more dimensions (a weight matrix) becomes ``p - lr * (g + weight_decay * p)``"
Verifying input: sgd_step({"k": ones((1, 1, 2))}, {"k": zeros((1, 1, 2))}, 0.5, weight_decay=0.5) -> requires [[[0.75, 0.75]]], this returns [[[1.0, 1.0]]].
"""
EXERCISE = "pytrees.sgd_step"
VERDICT = "fail"
KIND = "shapes"

import jax
import jax.numpy as jnp


def sgd_step(params, grads, lr, weight_decay=0.0):
    def update(p, g):
        if p.ndim == 2:
            return p - lr * (g + weight_decay * p)
        return p - lr * g

    return jax.tree.map(update, params, grads)


if __name__ == "__main__":
    params = {"w": jnp.array([[1.0, 2.0]]), "b": jnp.array([1.0])}
    grads = {"w": jnp.array([[0.0, 0.0]]), "b": jnp.array([0.0])}
    new = jax.jit(sgd_step)(params, grads, 0.5, 0.5)
    assert new["w"].tolist() == [[0.75, 1.5]] and new["b"].tolist() == [1.0]
    got = sgd_step({"k": jnp.ones((1, 1, 2))}, {"k": jnp.zeros((1, 1, 2))}, 0.5, weight_decay=0.5)["k"]
    print("3-D leaf: required [[[0.75, 0.75]]], got", got.tolist())
    assert got.tolist() == [[[1.0, 1.0]]]
    print("verified")
