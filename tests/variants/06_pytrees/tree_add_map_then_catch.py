"""Lets jax.tree.map find mismatches and re-raises its ValueError; a leaf facing a whole subtree is not a ValueError there, so a TypeError escapes."""
EXERCISE = "pytrees.tree_add"
VERDICT = "fail"
MESSAGE = "[mismatch_raises] tree_add(a={'w': array([1., 1.], dtype=float32)}, b={'w': (array"

from typing import Any

import jax
import jax.numpy as jnp


def tree_add(a: Any, b: Any) -> Any:
    try:
        return jax.tree.map(lambda u, v: u + v, a, b)
    except ValueError:
        raise ValueError(
            "tree_add needs two trees of the same structure, got "
            f"{jax.tree.structure(a)} and {jax.tree.structure(b)}"
        ) from None
