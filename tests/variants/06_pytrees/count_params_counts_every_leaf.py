"""Counts every leaf's elements: step counters and masks are counted as parameters."""
EXERCISE = "pytrees.count_params"
VERDICT = "fail"
MESSAGE = "wrong values"

from typing import Any

import jax
import numpy as np


def count_params(tree: Any) -> int:
    return sum(int(np.size(leaf)) for leaf in jax.tree.leaves(tree))
