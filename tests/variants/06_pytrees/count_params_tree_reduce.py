"""Alternative: jax.tree.reduce over the leaves, adding math.prod of each float leaf's shape."""
EXERCISE = "pytrees.count_params"
VERDICT = "pass"

import math
from typing import Any

import jax
import numpy as np


def count_params(tree: Any) -> int:
    def add(total: int, leaf: Any) -> int:
        return total + math.prod(np.shape(leaf)) if np.asarray(leaf).dtype.kind == "f" else total

    return jax.tree.reduce(add, tree, 0)
