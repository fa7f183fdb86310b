"""Clips every element to [-max_norm, max_norm] with jnp.clip, which is not norm clipping."""
EXERCISE = "pytrees.clip_by_global_norm"
VERDICT = "fail"
MESSAGE = "wrong values"

from typing import Any

import jax
import jax.numpy as jnp


def clip_by_global_norm(tree: Any, max_norm: float) -> Any:
    return jax.tree.map(lambda leaf: jnp.clip(leaf, -max_norm, max_norm), tree)
