"""Adds the gradient instead of subtracting it (gradient ascent)."""
EXERCISE = "pytrees.sgd_step"
VERDICT = "fail"
MESSAGE = "wrong values"

from typing import Any

import jax
import jax.numpy as jnp


def sgd_step(params: Any, grads: Any, lr: float) -> Any:
    return jax.tree.map(lambda p, g: jnp.asarray(p) + lr * g, params, grads)
