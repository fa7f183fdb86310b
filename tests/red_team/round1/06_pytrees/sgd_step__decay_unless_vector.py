"""Skips weight decay only for 1-D leaves (p.ndim == 1), so 0-d scalar leaves are decayed too.

Violates: "a leaf of fewer dimensions (a bias, a scale, a scalar) becomes ``p - lr * g``, with no decay".
Verifying input: params {"s": jnp.array(2.0)}, grads {"s": jnp.array(0.0)}, lr 0.5, weight_decay 0.5 -> the docstring requires s = 2.0, this returns 1.5.
"""
EXERCISE = "pytrees.sgd_step"
VERDICT = "fail"
KIND = "shapes"

from typing import Any

import jax
import jax.numpy as jnp


def sgd_step(params: Any, grads: Any, lr: float, weight_decay: float = 0.0) -> Any:
    def _sgd_vec_leaf(p, g):
        if p.ndim == 1:  # biases: no decay
            return p - lr * g
        return p - lr * (g + weight_decay * p)

    return jax.tree.map(_sgd_vec_leaf, params, grads)


if __name__ == "__main__":
    import numpy as np

    params = {"w": jnp.array([[1.0, 2.0]]), "b": jnp.array([1.0])}
    grads = {"w": jnp.array([[0.0, 0.0]]), "b": jnp.array([0.0])}
    new = sgd_step(params, grads, 0.5, weight_decay=0.5)
    assert (new["w"].tolist(), new["b"].tolist()) == ([[0.75, 1.5]], [1.0])
    r = sgd_step({"w": jnp.ones((2, 2, 2)), "b": jnp.ones(3)}, {"w": jnp.ones((2, 2, 2)), "b": jnp.ones(3)}, 0.1, 0.1)
    assert np.allclose(r["w"], 1 - 0.1 * 1.1) and np.allclose(r["b"], 0.9)
    assert sgd_step({}, {}, 0.1) == {}
    assert float(sgd_step({"s": jnp.array(2.0)}, {"s": jnp.array(1.0)}, 0.5)["s"]) == 1.5
    out = float(sgd_step({"s": jnp.array(2.0)}, {"s": jnp.array(0.0)}, 0.5, weight_decay=0.5)["s"])
    assert out == 1.5, out  # contract: 2.0
    print("verified")
