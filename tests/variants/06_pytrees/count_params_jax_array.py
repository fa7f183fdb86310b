"""Adds the sizes up with jnp.sum, so the count comes back as a JAX array, not a Python int."""
EXERCISE = "pytrees.count_params"
VERDICT = "fail"
MESSAGE = "Python int"

from typing import Any

import jax
import jax.numpy as jnp


def count_params(tree: Any) -> int:
    return jnp.sum(jnp.array([jnp.size(leaf) for leaf in jax.tree.leaves(tree)]))
