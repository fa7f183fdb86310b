"""Scales jax.tree.leaves(tree) and returns that flat list, losing the tree's structure."""
EXERCISE = "pytrees.tree_scale"
VERDICT = "fail"
MESSAGE = "wrong structure"

from typing import Any

import jax
import jax.numpy as jnp


def tree_scale(tree: Any, s: float) -> Any:
    return [jnp.asarray(leaf) * s for leaf in jax.tree.leaves(tree)]
