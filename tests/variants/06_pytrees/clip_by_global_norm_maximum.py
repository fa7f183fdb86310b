"""Alternative: max_norm / max(norm, max_norm) is min(1, max_norm / norm) without a comparison."""
EXERCISE = "pytrees.clip_by_global_norm"
VERDICT = "pass"

from typing import Any

import jax
import jax.numpy as jnp


def clip_by_global_norm(tree: Any, max_norm: float) -> Any:
    scale = max_norm / jnp.maximum(global_norm(tree), max_norm)  # noqa: F821
    return jax.tree.map(lambda leaf: jnp.asarray(leaf) * scale, tree)
