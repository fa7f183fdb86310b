"""Alternative: jax.tree.reduce over the leaves, adding math.prod of each shape."""
EXERCISE = "pytrees.count_params"
VERDICT = "pass"

import math
from typing import Any

import jax
import numpy as np


def count_params(tree: Any) -> int:
    return jax.tree.reduce(lambda total, leaf: total + math.prod(np.shape(leaf)), tree, 0)
