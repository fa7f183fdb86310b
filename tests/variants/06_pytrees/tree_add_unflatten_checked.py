"""Alternative: compares the treedefs, then adds the leaf lists and unflattens."""
EXERCISE = "pytrees.tree_add"
VERDICT = "pass"

from typing import Any

import jax
import jax.numpy as jnp


def tree_add(a: Any, b: Any) -> Any:
    leaves_a, treedef_a = jax.tree_util.tree_flatten(a)
    leaves_b, treedef_b = jax.tree_util.tree_flatten(b)
    if treedef_a != treedef_b:
        raise ValueError(f"structures differ: {treedef_a} vs {treedef_b}")
    return jax.tree_util.tree_unflatten(treedef_a, [jnp.add(x, y) for x, y in zip(leaves_a, leaves_b)])
