"""Zips the two leaf lists without comparing structures, so some mismatches pass silently."""
EXERCISE = "pytrees.tree_add"
VERDICT = "fail"
MESSAGE = "ValueError"

from typing import Any

import jax
import jax.numpy as jnp


def tree_add(a: Any, b: Any) -> Any:
    leaves_a, treedef = jax.tree.flatten(a)
    leaves_b = jax.tree.leaves(b)
    return jax.tree.unflatten(treedef, [jnp.add(x, y) for x, y in zip(leaves_a, leaves_b)])
