"""Clips each leaf by its own norm instead of scaling the whole tree by one factor."""
EXERCISE = "pytrees.clip_by_global_norm"
VERDICT = "fail"
MESSAGE = "wrong values"

from typing import Any

import jax
import jax.numpy as jnp


def clip_by_global_norm(tree: Any, max_norm: float) -> Any:
    def clip(leaf: jax.Array) -> jax.Array:
        norm = jnp.sqrt(jnp.sum(jnp.square(leaf)))
        return leaf * jnp.where(norm > max_norm, max_norm / norm, 1.0)

    return jax.tree.map(clip, tree)
