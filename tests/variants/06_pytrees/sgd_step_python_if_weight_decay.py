"""Skips the decay with a Python `if weight_decay > 0`: under jit weight_decay is traced."""
EXERCISE = "pytrees.sgd_step"
VERDICT = "fail"
MESSAGE = "TracerBoolConversionError"

from typing import Any

import jax
import jax.numpy as jnp


def sgd_step(params: Any, grads: Any, lr: float, weight_decay: float = 0.0) -> Any:
    def update(p: Any, g: Any) -> jax.Array:
        p = jnp.asarray(p)
        if weight_decay > 0 and p.ndim >= 2:
            g = g + weight_decay * p
        return p - lr * g

    return jax.tree.map(update, params, grads)
