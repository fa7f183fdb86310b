"""Decays leaves with more than 3 elements instead of leaves with 2 or more dimensions."""
EXERCISE = "pytrees.sgd_step"
VERDICT = "fail"
MESSAGE = "wrong values"

from typing import Any

import jax
import jax.numpy as jnp


def sgd_step(params: Any, grads: Any, lr: float, weight_decay: float = 0.0) -> Any:
    def update(p: Any, g: Any) -> jax.Array:
        p = jnp.asarray(p)
        decay = weight_decay if p.size > 3 else 0.0
        return p - lr * (g + decay * p)

    return jax.tree.map(update, params, grads)
