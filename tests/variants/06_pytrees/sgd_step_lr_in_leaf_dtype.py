"""Casts `lr` to the first leaf's dtype: a tree without leaves has no first leaf (IndexError)."""
EXERCISE = "pytrees.sgd_step"
VERDICT = "fail"
MESSAGE = "IndexError"

from typing import Any

import jax
import jax.numpy as jnp


def sgd_step(params: Any, grads: Any, lr: float, weight_decay: float = 0.0) -> Any:
    lr = jnp.asarray(lr, jax.tree.leaves(params)[0].dtype)

    def update(p: Any, g: Any) -> jax.Array:
        p = jnp.asarray(p)
        decay = weight_decay if p.ndim >= 2 else 0.0
        return p - lr * (g + decay * p)

    return jax.tree.map(update, params, grads)
