"""Raises ValueError on a mismatch, but its message does not show either structure."""
EXERCISE = "pytrees.tree_add"
VERDICT = "fail"
MESSAGE = "ValueError"

from typing import Any

import jax
import jax.numpy as jnp


def tree_add(a: Any, b: Any) -> Any:
    if jax.tree.structure(a) != jax.tree.structure(b):
        raise ValueError("tree_add: the two trees have different structures")
    return jax.tree.map(jnp.add, a, b)
