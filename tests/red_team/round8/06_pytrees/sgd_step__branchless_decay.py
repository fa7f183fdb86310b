"""The student applies one formula ``p - lr * (g + decay * p)`` to every leaf with ``decay = 0`` for non-matrices, so an inf or nan in a bias meets ``0 * inf = nan`` although biases get ``p - lr * g`` with no decay term.

Violates: "params: a pytree of float arrays. Any values: inf and nan included." / "a leaf of fewer dimensions ... becomes p - lr * g, with no decay"
Verifying input: sgd_step({"b": jnp.array([jnp.inf])}, {"b": jnp.array([0.0])}, 0.1)["b"] must be [inf]; this returns [nan].
"""
EXERCISE = "pytrees.sgd_step"
VERDICT = "fail"
KIND = "admitted"

from typing import Any

import jax
import jax.numpy as jnp
import numpy as np


def sgd_step(params: Any, grads: Any, lr: float, weight_decay: float = 0.0) -> Any:
    def update(p, g):
        decay = weight_decay if p.ndim >= 2 else 0.0
        return p - lr * (g + decay * p)

    return jax.tree.map(update, params, grads)


if __name__ == "__main__":
    params = {"w": jnp.array([[1.0, 2.0]]), "b": jnp.array([1.0])}
    grads = {"w": jnp.array([[0.0, 0.0]]), "b": jnp.array([0.0])}
    new = sgd_step(params, grads, 0.5, weight_decay=0.5)
    assert (new["w"].tolist(), new["b"].tolist()) == ([[0.75, 1.5]], [1.0])
    assert sgd_step({}, {}, 0.1) == {}
    got = jax.jit(sgd_step)({"b": jnp.array([jnp.inf])}, {"b": jnp.array([0.0])}, 0.1)["b"]
    print("expected [inf] got", got.tolist())
    assert np.isnan(np.asarray(got)).all()
    print("flaw shown")
