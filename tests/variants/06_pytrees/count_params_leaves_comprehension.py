"""Alternative: a generator over jax.tree.leaves, filtered by dtype."""
EXERCISE = "pytrees.count_params"
VERDICT = "pass"

from typing import Any

import jax
import jax.numpy as jnp


def count_params(tree: Any) -> int:
    return sum(jnp.size(leaf) for leaf in jax.tree.leaves(tree) if jnp.issubdtype(jnp.result_type(leaf), jnp.floating))
