"""Checks the structures with assert, which raises AssertionError instead of ValueError."""
EXERCISE = "pytrees.tree_add"
VERDICT = "fail"
MESSAGE = "ValueError"

from typing import Any

import jax
import jax.numpy as jnp


def tree_add(a: Any, b: Any) -> Any:
    assert jax.tree.structure(a) == jax.tree.structure(b), "trees differ"
    return jax.tree.map(jnp.add, a, b)
