"""jax.tree.reduce without an initializer: a tree without leaves has nothing to start the fold (TypeError)."""
EXERCISE = "pytrees.count_params"
VERDICT = "fail"
MESSAGE = "TypeError"

from typing import Any

import jax
import jax.numpy as jnp
import numpy as np


def count_params(tree: Any) -> int:
    sizes = jax.tree.map(lambda leaf: int(np.size(leaf)) if jnp.issubdtype(jnp.result_type(leaf), jnp.floating) else 0, tree)
    return jax.tree.reduce(lambda total, size: total + size, sizes)
