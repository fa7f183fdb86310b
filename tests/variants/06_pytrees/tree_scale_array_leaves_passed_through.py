"""Scales the float leaves with jnp but hands every other array leaf back untouched: a NumPy int32 step counter or
bool mask comes back a NumPy array, where the contract promises JAX arrays for every leaf."""
EXERCISE = "pytrees.tree_scale"
VERDICT = "fail"
MESSAGE = "given NumPy arrays"

from typing import Any

import jax
import jax.numpy as jnp
import numpy as np


def tree_scale(tree: Any, s: float) -> Any:
    def one(leaf):
        if isinstance(leaf, np.ndarray) and not np.issubdtype(leaf.dtype, np.floating):
            return leaf  # "left as they are"
        leaf = jnp.asarray(leaf)
        return leaf * s if jnp.issubdtype(leaf.dtype, jnp.floating) else leaf

    return jax.tree.map(one, tree)
