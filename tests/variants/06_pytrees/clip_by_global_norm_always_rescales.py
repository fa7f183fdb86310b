"""Always scales to max_norm, so trees with a small norm are scaled up."""
EXERCISE = "pytrees.clip_by_global_norm"
VERDICT = "fail"
MESSAGE = "wrong values"

from typing import Any

import jax


def clip_by_global_norm(tree: Any, max_norm: float) -> Any:
    scale = max_norm / global_norm(tree)  # noqa: F821
    return jax.tree.map(lambda leaf: leaf * scale, tree)
