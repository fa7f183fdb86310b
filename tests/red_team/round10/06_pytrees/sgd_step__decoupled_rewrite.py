"""Rewrites the matrix update as p * (1 - lr * weight_decay) - lr * g, which is algebraically equal but keeps an inf where the contract gives nan.

Violates: "the matrix formula applies as written: an inf in a matrix gives ``0.0 * inf``, nan"
Verifying input: sgd_step({"w": jnp.array([[jnp.inf, 1.0]])}, {"w": jnp.array([[0.0, 0.0]])}, 0.1) -> the docstring requires [[nan, 1.0]]; this returns [[inf, 1.0]].
"""
EXERCISE = "pytrees.sgd_step"
VERDICT = "fail"
KIND = "values"

from typing import Any

import jax
import jax.numpy as jnp


def sgd_step(params: Any, grads: Any, lr: float, weight_decay: float = 0.0) -> Any:
    def update(p, g):
        if p.ndim >= 2:
            return p * (1 - lr * weight_decay) - lr * g
        return p - lr * g

    return jax.tree.map(update, params, grads)


if __name__ == "__main__":
    params = {"w": jnp.array([[1.0, 2.0]]), "b": jnp.array([1.0])}
    grads = {"w": jnp.array([[0.0, 0.0]]), "b": jnp.array([0.0])}
    new = sgd_step(params, grads, 0.5, weight_decay=0.5)
    assert (new["w"].tolist(), new["b"].tolist()) == ([[0.75, 1.5]], [1.0])
    out = sgd_step({"w": jnp.array([[jnp.inf, 1.0]])}, {"w": jnp.array([[0.0, 0.0]])}, 0.1)
    assert out["w"].tolist() == [[float("inf"), 1.0]], out
    print("flaw shown:", out["w"].tolist(), "expected [[nan, 1.0]]")
