"""Counts the leaves (arrays) instead of the elements inside them."""
EXERCISE = "pytrees.count_params"
VERDICT = "fail"
MESSAGE = "wrong values"

from typing import Any

import jax


def count_params(tree: Any) -> int:
    return len(jax.tree.leaves(tree))
