"""Applies the decay everywhere with a 0/1 multiplier (0 for leaves under 2-D), so an inf in a bias becomes nan through 0 * inf.

Violates: "a leaf of fewer dimensions (a bias, a scale, a scalar) becomes ``p - lr * g``, with no decay".
Verifying input: params {"b": jnp.array([inf, 1.0])}, grads zeros, lr 0.1, weight_decay 0.5 -> the docstring requires [inf, 1.0], this returns [nan, 1.0].
"""
EXERCISE = "pytrees.sgd_step"
VERDICT = "fail"
KIND = "values"

from typing import Any

import jax
import jax.numpy as jnp


def sgd_step(params: Any, grads: Any, lr: float, weight_decay: float = 0.0) -> Any:
    def _sgd_mask_leaf(p, g):
        decay_on = 1.0 if p.ndim >= 2 else 0.0
        return p - lr * (g + decay_on * weight_decay * p)

    return jax.tree.map(_sgd_mask_leaf, params, grads)


if __name__ == "__main__":
    import numpy as np

    params = {"w": jnp.array([[1.0, 2.0]]), "b": jnp.array([1.0])}
    grads = {"w": jnp.array([[0.0, 0.0]]), "b": jnp.array([0.0])}
    new = sgd_step(params, grads, 0.5, weight_decay=0.5)
    assert (new["w"].tolist(), new["b"].tolist()) == ([[0.75, 1.5]], [1.0])
    r = jax.jit(sgd_step)({"w": jnp.ones((2, 3)), "s": jnp.float32(2.0)}, {"w": jnp.ones((2, 3)), "s": jnp.float32(1.0)}, 0.1, 0.5)
    assert np.allclose(r["w"], 1 - 0.1 * 1.5) and np.isclose(float(r["s"]), 1.9)
    assert sgd_step({}, {}, 0.1) == {}
    out = np.asarray(sgd_step({"b": jnp.array([np.inf, 1.0])}, {"b": jnp.zeros(2)}, 0.1, 0.5)["b"])
    assert np.isnan(out[0]) and out[1] == 1.0, out  # contract: [inf, 1.0]
    print("verified")
