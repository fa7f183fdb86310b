"""Converts lr and weight_decay to float32 arrays up front, which strips their weak type and promotes float16/bfloat16 parameters to float32.

Violates: "each leaf in its parameter's dtype where ``lr`` and ``weight_decay`` are Python floats or traced from them (float16 stays float16)"
Verifying input: sgd_step({"b": jnp.array([1.0], jnp.float16)}, {"b": jnp.array([1.0], jnp.float16)}, 0.1) -> the docstring requires float16; this returns float32.
"""
EXERCISE = "pytrees.sgd_step"
VERDICT = "fail"
KIND = "dtypes"

from typing import Any

import jax
import jax.numpy as jnp


def sgd_step(params: Any, grads: Any, lr: float, weight_decay: float = 0.0) -> Any:
    lr = jnp.asarray(lr, dtype=jnp.float32)
    weight_decay = jnp.asarray(weight_decay, dtype=jnp.float32)

    def update(p, g):
        if p.ndim >= 2:
            return p - lr * (g + weight_decay * p)
        return p - lr * g

    return jax.tree.map(update, params, grads)


if __name__ == "__main__":
    params = {"w": jnp.array([[1.0, 2.0]]), "b": jnp.array([1.0])}
    grads = {"w": jnp.array([[0.0, 0.0]]), "b": jnp.array([0.0])}
    new = sgd_step(params, grads, 0.5, weight_decay=0.5)
    assert (new["w"].tolist(), new["b"].tolist()) == ([[0.75, 1.5]], [1.0])
    out = sgd_step({"b": jnp.array([1.0], jnp.float16)}, {"b": jnp.array([1.0], jnp.float16)}, 0.1)
    assert out["b"].dtype == jnp.float32, out
    print("flaw shown: dtype", out["b"].dtype, "expected float16")
