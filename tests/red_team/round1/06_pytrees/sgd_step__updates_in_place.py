"""Walks the params dicts and lists by hand and stores the new leaves back into them, so the caller's params tree is modified.

Violates: "A new pytree of the same structure ... ``params`` is not modified."
Verifying input: params = {"w": jnp.array([[1.0, 2.0]]), "b": jnp.array([1.0])}, grads ones, lr 0.5 -> the docstring requires params["b"] to stay [1.0], this leaves [0.5] in it.
"""
EXERCISE = "pytrees.sgd_step"
VERDICT = "fail"
KIND = "purity"

from typing import Any

import jax
import jax.numpy as jnp


def _sgd_inplace_walk(p, g, lr, wd):
    if p is None:
        return None
    if isinstance(p, dict):
        for k in p:
            p[k] = _sgd_inplace_walk(p[k], g[k], lr, wd)
        return p
    if isinstance(p, list):
        for i in range(len(p)):
            p[i] = _sgd_inplace_walk(p[i], g[i], lr, wd)
        return p
    if isinstance(p, tuple):
        return tuple(_sgd_inplace_walk(a, b, lr, wd) for a, b in zip(p, g))
    if jnp.ndim(p) >= 2:
        return p - lr * (g + wd * p)
    return p - lr * g


def sgd_step(params: Any, grads: Any, lr: float, weight_decay: float = 0.0) -> Any:
    return _sgd_inplace_walk(params, grads, lr, weight_decay)


if __name__ == "__main__":
    import numpy as np

    params = {"w": jnp.array([[1.0, 2.0]]), "b": jnp.array([1.0])}
    grads = {"w": jnp.array([[0.0, 0.0]]), "b": jnp.array([0.0])}
    new = sgd_step(params, grads, 0.5, weight_decay=0.5)
    assert (new["w"].tolist(), new["b"].tolist()) == ([[0.75, 1.5]], [1.0])
    j = jax.jit(sgd_step)({"w": jnp.ones((2, 2)), "s": jnp.float32(3.0)}, {"w": jnp.ones((2, 2)), "s": jnp.float32(1.0)}, 0.1, 0.5)
    assert np.allclose(j["w"], 1 - 0.1 * 1.5) and np.isclose(float(j["s"]), 2.9)
    assert sgd_step({}, {}, 0.1) == {}
    params = {"w": jnp.array([[1.0, 2.0]]), "b": jnp.array([1.0])}
    sgd_step(params, {"w": jnp.ones((1, 2)), "b": jnp.ones(1)}, 0.5)
    assert params["b"].tolist() == [0.5], params  # contract: still [1.0]
    print("verified")
