"""Scales as leaf * max_norm / max(norm, max_norm): when no clipping is needed, the multiply-then-divide round trip still changes values by an ulp."""
EXERCISE = "pytrees.clip_by_global_norm"
VERDICT = "fail"
MESSAGE = "[edge_cases] wrong values for clip_by_global_norm(tree={'w': array([ 0.1 ,  0.7"

from typing import Any

import jax
import jax.numpy as jnp


def _cmd_norm(tree):
    leaves = jax.tree.leaves(tree)
    if not leaves:
        return jnp.float32(0.0)
    return jnp.sqrt(sum(jnp.sum(jnp.square(x)) for x in leaves))


def clip_by_global_norm(tree: Any, max_norm: float) -> Any:
    norm = _cmd_norm(tree)
    denom = jnp.maximum(norm, max_norm)
    return jax.tree.map(lambda x: (x * max_norm / denom).astype(x.dtype), tree)
