"""Reads a lower-case module variable weight_decay, a hidden input jit would freeze."""
EXERCISE = "pytrees.sgd_step"
VERDICT = "fail"
MESSAGE = "reads the global variable"

from typing import Any

import jax
import jax.numpy as jnp

weight_decay = 0.0


def sgd_step(params: Any, grads: Any, lr: float) -> Any:
    return jax.tree.map(lambda p, g: jnp.asarray(p) - lr * (g + weight_decay * p), params, grads)
