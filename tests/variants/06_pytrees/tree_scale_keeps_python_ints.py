"""Skips non-float leaves but hands them back as given: a Python int stays a Python int, not an int32 array."""
EXERCISE = "pytrees.tree_scale"
VERDICT = "fail"
MESSAGE = "wrong dtype"

from typing import Any

import jax
import jax.numpy as jnp


def tree_scale(tree: Any, s: float) -> Any:
    def scale(leaf: Any) -> Any:
        if jnp.issubdtype(jnp.result_type(leaf), jnp.floating):
            return jnp.asarray(leaf) * s
        return leaf

    return jax.tree.map(scale, tree)
