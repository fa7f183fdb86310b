"""Converts s with float(s), which needs a concrete value; under jit s is traced."""
EXERCISE = "pytrees.tree_scale"
VERDICT = "fail"
MESSAGE = "does not work under jax.jit"

from typing import Any

import jax
import jax.numpy as jnp


def tree_scale(tree: Any, s: float) -> Any:
    factor = float(s)
    return jax.tree.map(lambda leaf: jnp.asarray(leaf) * factor, tree)
