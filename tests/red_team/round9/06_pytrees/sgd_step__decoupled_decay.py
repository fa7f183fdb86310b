"""The student writes the weight-matrix update in the "decoupled" form familiar from AdamW,
``p * (1 - lr * weight_decay) - lr * g``, which is algebraically the same as
``p - lr * (g + weight_decay * p)``. On finite values it agrees (up to rounding). But the
docstring fixes the formula as written and spells out its consequence: with the default
``weight_decay=0.0`` a matrix entry that is inf becomes ``inf - lr * (g + 0.0 * inf)``, nan.
The decoupled form computes ``inf * 1.0 - lr * g``, inf.

Violates: "the matrix formula applies as written: an inf in a matrix gives ``0.0 * inf``, nan"
Verifying input: sgd_step({"w": jnp.array([[jnp.inf, 1.0]])}, {"w": jnp.array([[0.0, 0.0]])}, 0.1) must give w = [[nan, 1.0]]; this returns [[inf, 1.0]].
"""
EXERCISE = "pytrees.sgd_step"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
import numpy as np


def sgd_step(params, grads, lr, weight_decay=0.0):
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
    p = {"w": jnp.array([[jnp.inf, 1.0]])}
    g = {"w": jnp.array([[0.0, 0.0]])}
    want = p["w"] - 0.1 * (g["w"] + 0.0 * p["w"])
    got = sgd_step(p, g, 0.1)["w"]
    print("formula as written:", want.tolist(), " got:", got.tolist())
    assert bool(jnp.isnan(want[0, 0])) and bool(jnp.isinf(got[0, 0]))
    print("flaw shown")
