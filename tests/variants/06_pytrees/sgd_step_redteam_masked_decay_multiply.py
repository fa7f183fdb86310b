"""Applies the decay everywhere with a 0/1 multiplier (0 for leaves under 2-D), so an inf in a bias becomes nan through 0 * inf.

Violates: "a leaf of fewer dimensions (a bias, a scale, a scalar) becomes ``p - lr * g``, with no decay".
Verifying input: params {"b": jnp.array([inf, 1.0])}, grads zeros, lr 0.1, weight_decay 0.5 -> the docstring requires [inf, 1.0], this returns [nan, 1.0].
"""
EXERCISE = "pytrees.sgd_step"
VERDICT = "fail"
MESSAGE = '`inf * 0` is nan'

from typing import Any

import jax
import jax.numpy as jnp


def sgd_step(params: Any, grads: Any, lr: float, weight_decay: float = 0.0) -> Any:
    def _sgd_mask_leaf(p, g):
        decay_on = 1.0 if p.ndim >= 2 else 0.0
        return p - lr * (g + decay_on * weight_decay * p)

    return jax.tree.map(_sgd_mask_leaf, params, grads)
