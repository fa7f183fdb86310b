"""Reads a lower-case module variable min_decay_ndim, a hidden input jit would freeze."""
EXERCISE = "pytrees.sgd_step"
VERDICT = "fail"
MESSAGE = "reads the global variable"

from typing import Any

import jax
import jax.numpy as jnp

min_decay_ndim = 2


def sgd_step(params: Any, grads: Any, lr: float, weight_decay: float = 0.0) -> Any:
    def update(p: Any, g: Any) -> jax.Array:
        p = jnp.asarray(p)
        decay = weight_decay if p.ndim >= min_decay_ndim else 0.0
        return p - lr * (g + decay * p)

    return jax.tree.map(update, params, grads)
