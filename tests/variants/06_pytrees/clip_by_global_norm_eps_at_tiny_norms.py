"""The student divides by ``global_norm + 1e-12`` "to avoid dividing by zero", which changes the clipping factor when the norm itself is tiny."""
EXERCISE = "pytrees.clip_by_global_norm"
VERDICT = "fail"
MESSAGE = 'scaled by 1e-12'

from typing import Any

import jax
import jax.numpy as jnp


def clip_by_global_norm(tree: Any, max_norm: float) -> Any:
    leaves = jax.tree.leaves(tree)
    sq = sum((jnp.sum(jnp.square(l)) for l in leaves), jnp.float32(0.0))
    norm = jnp.sqrt(sq)
    factor = jnp.minimum(1.0, max_norm / (norm + 1e-12))
    return jax.tree.map(lambda l: (l * factor).astype(l.dtype), tree)
