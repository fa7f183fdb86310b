"""The student decays leaves with ``p.ndim == 2``, so a weight of three or more dimensions (a conv kernel) gets no weight decay.

Violates: "a leaf of two or more dimensions (a weight matrix) becomes ``p - lr * (g + weight_decay * p)``"
Verifying input: sgd_step({"k": ones((2, 2, 2))}, {"k": zeros((2, 2, 2))}, 0.5, weight_decay=0.5) must be 0.75 everywhere; this leaves 1.0.
"""
EXERCISE = "pytrees.sgd_step"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np


def sgd_step(params, grads, lr, weight_decay=0.0):
    def upd(p, g):
        if p.ndim == 2:
            return p - lr * (g + weight_decay * p)
        return p - lr * g

    return jax.tree.map(upd, params, grads)


if __name__ == "__main__":
    out = sgd_step({"k": jnp.ones((2, 2, 2))}, {"k": jnp.zeros((2, 2, 2))}, 0.5, weight_decay=0.5)
    assert not np.allclose(np.asarray(out["k"]), 0.75)
    params = {"w": jnp.array([[1.0, 2.0]]), "b": jnp.array([1.0])}
    grads = {"w": jnp.array([[0.0, 0.0]]), "b": jnp.array([0.0])}
    new = jax.jit(sgd_step)(params, grads, 0.5, 0.5)
    assert new["w"].tolist() == [[0.75, 1.5]] and new["b"].tolist() == [1.0]
    p = {"w": jnp.array([[jnp.inf, 1.0]])}
    assert np.isnan(np.asarray(sgd_step(p, {"w": jnp.zeros((1, 2))}, 0.1)["w"])[0, 0])
    assert sgd_step([], [], 0.1) == []
    print("verified")
