"""Scales every leaf, step counters and masks included: an int32 leaf times a float becomes float32."""
EXERCISE = "pytrees.tree_scale"
VERDICT = "fail"
MESSAGE = "wrong dtype"

from typing import Any

import jax
import jax.numpy as jnp


def tree_scale(tree: Any, s: float) -> Any:
    return jax.tree.map(lambda leaf: jnp.asarray(leaf) * s, tree)
