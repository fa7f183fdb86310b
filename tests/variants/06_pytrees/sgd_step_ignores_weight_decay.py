"""Accepts weight_decay but never uses it: plain SGD on every leaf."""
EXERCISE = "pytrees.sgd_step"
VERDICT = "fail"
MESSAGE = "wrong values"

from typing import Any

import jax
import jax.numpy as jnp


def sgd_step(params: Any, grads: Any, lr: float, weight_decay: float = 0.0) -> Any:
    return jax.tree.map(lambda p, g: jnp.asarray(p) - lr * g, params, grads)
