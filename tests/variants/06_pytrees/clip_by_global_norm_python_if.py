"""Decides with a Python if on the norm, which is traced under jit."""
EXERCISE = "pytrees.clip_by_global_norm"
VERDICT = "fail"
MESSAGE = "does not work under jax.jit"

from typing import Any

import jax


def clip_by_global_norm(tree: Any, max_norm: float) -> Any:
    norm = global_norm(tree)  # noqa: F821
    if norm > max_norm:
        return jax.tree.map(lambda leaf: leaf * (max_norm / norm), tree)
    return tree
