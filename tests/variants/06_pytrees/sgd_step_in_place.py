"""Updates NumPy parameters in place with -=, changing the arrays the caller passed in."""
EXERCISE = "pytrees.sgd_step"
VERDICT = "fail"
MESSAGE = "modified its input"

from typing import Any

import jax


def sgd_step(params: Any, grads: Any, lr: float) -> Any:
    def update(p: Any, g: Any) -> Any:
        p -= lr * g
        return p

    return jax.tree.map(update, params, grads)
