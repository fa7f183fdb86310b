"""Alternative: flatten to leaves and a treedef, scale the float leaves, unflatten with the same treedef."""
EXERCISE = "pytrees.tree_scale"
VERDICT = "pass"

from typing import Any

import jax
import jax.numpy as jnp


def tree_scale(tree: Any, s: float) -> Any:
    leaves, treedef = jax.tree_util.tree_flatten(tree)
    arrays = [jnp.asarray(leaf) for leaf in leaves]
    scaled = [jnp.multiply(a, s) if jnp.issubdtype(a.dtype, jnp.floating) else a for a in arrays]
    return jax.tree_util.tree_unflatten(treedef, scaled)
