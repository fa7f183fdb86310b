"""Alternative: reuses the module's tree_add and tree_scale: params + (-lr) * (grads + decay)."""
EXERCISE = "pytrees.sgd_step"
VERDICT = "pass"

from typing import Any

import jax
import jax.numpy as jnp


def sgd_step(params: Any, grads: Any, lr: float, weight_decay: float = 0.0) -> Any:
    decayed = jax.tree.map(lambda p, g: g + weight_decay * p if jnp.ndim(p) >= 2 else g, params, grads)
    return tree_add(params, tree_scale(decayed, -lr))  # noqa: F821
