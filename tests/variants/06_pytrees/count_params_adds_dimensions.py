"""Adds up the dimensions of each shape instead of multiplying them (a (2, 3) weight counts 5)."""
EXERCISE = "pytrees.count_params"
VERDICT = "fail"
MESSAGE = "wrong values"

from typing import Any

import jax
import numpy as np


def count_params(tree: Any) -> int:
    return sum(sum(np.shape(leaf)) for leaf in jax.tree.leaves(tree))
