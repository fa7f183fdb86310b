"""Updates NumPy parameters in place with -=, changing the arrays the caller passed in."""
EXERCISE = "pytrees.sgd_step"
VERDICT = "fail"
MESSAGE = "modified its input"

from typing import Any

import jax


def sgd_step(params: Any, grads: Any, lr: float, weight_decay: float = 0.0) -> Any:
    def update(p: Any, g: Any) -> Any:
        if getattr(p, "ndim", 0) >= 2:
            g = g + weight_decay * p
        p -= lr * g
        return p

    return jax.tree.map(update, params, grads)
