"""Alternative: reuses the module's tree_add and tree_scale: params + (-lr) * grads."""
EXERCISE = "pytrees.sgd_step"
VERDICT = "pass"

from typing import Any


def sgd_step(params: Any, grads: Any, lr: float) -> Any:
    return tree_add(params, tree_scale(grads, -lr))
