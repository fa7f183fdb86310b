"""Alternative: flatten to leaves and a treedef, scale the leaves, unflatten with the same treedef."""
EXERCISE = "pytrees.tree_scale"
VERDICT = "pass"

from typing import Any

import jax
import jax.numpy as jnp


def tree_scale(tree: Any, s: float) -> Any:
    leaves, treedef = jax.tree_util.tree_flatten(tree)
    return jax.tree_util.tree_unflatten(treedef, [jnp.multiply(leaf, s) for leaf in leaves])
