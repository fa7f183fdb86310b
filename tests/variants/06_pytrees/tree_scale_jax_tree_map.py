"""Calls jax.tree_map, which older tutorials use: it was removed from JAX (AttributeError)."""
EXERCISE = "pytrees.tree_scale"
VERDICT = "fail"
MESSAGE = "AttributeError"

from typing import Any

import jax
import jax.numpy as jnp


def tree_scale(tree: Any, s: float) -> Any:
    def scale(leaf: Any) -> jax.Array:
        leaf = jnp.asarray(leaf)
        return leaf * s if jnp.issubdtype(leaf.dtype, jnp.floating) else leaf

    return jax.tree_map(scale, tree)
