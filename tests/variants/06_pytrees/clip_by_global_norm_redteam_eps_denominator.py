"""Adds a 1e-6 safety epsilon to the norm in the clipping factor, which changes the factor a lot when the global norm is tiny.

Violates: "Every leaf is multiplied by the same factor ``min(1, max_norm / global_norm(tree))``".
Verifying input: {"g": jnp.array([3e-7, 4e-7])}, max_norm = 1e-7 -> the docstring requires factor 0.2, i.e. [6e-8, 8e-8], this returns about [2e-8, 2.7e-8] (factor 1e-7 / 1.5e-6).
"""
EXERCISE = "pytrees.clip_by_global_norm"
VERDICT = "fail"
MESSAGE = 'scaled by 1e-07'

from typing import Any

import jax
import jax.numpy as jnp


def clip_by_global_norm(tree: Any, max_norm: float) -> Any:
    leaves = jax.tree.leaves(tree)
    sq = sum((jnp.sum(jnp.square(x.astype(jnp.float32))) for x in leaves), jnp.float32(0.0))
    norm = jnp.sqrt(sq)
    factor = jnp.minimum(1.0, max_norm / (norm + 1e-6))  # no division by zero for an all-zero tree
    return jax.tree.map(lambda x: (x * factor).astype(x.dtype), tree)
