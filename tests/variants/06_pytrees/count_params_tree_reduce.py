"""jax.tree.reduce over the leaves, adding math.prod of each float leaf's shape, but "float" tested as
`dtype.kind == "f"`: NumPy gives bfloat16 the kind "V", so bfloat16 parameters are not counted."""
EXERCISE = "pytrees.count_params"
VERDICT = "fail"
MESSAGE = "the result should be 5, got 3"

import math
from typing import Any

import jax
import numpy as np


def count_params(tree: Any) -> int:
    def add(total: int, leaf: Any) -> int:
        return total + math.prod(np.shape(leaf)) if np.asarray(leaf).dtype.kind == "f" else total

    return jax.tree.reduce(add, tree, 0)
