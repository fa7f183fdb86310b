"""Reads leaf.size and leaf.dtype: a Python float leaf has neither (AttributeError)."""
EXERCISE = "pytrees.count_params"
VERDICT = "fail"
MESSAGE = "AttributeError"

from typing import Any

import jax
import jax.numpy as jnp


def count_params(tree: Any) -> int:
    return sum(int(leaf.size) for leaf in jax.tree.leaves(tree) if jnp.issubdtype(leaf.dtype, jnp.floating))
