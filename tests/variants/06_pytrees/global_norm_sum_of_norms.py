"""Adds up the norms of the leaves instead of taking one square root of all the squares."""
EXERCISE = "pytrees.global_norm"
VERDICT = "fail"
MESSAGE = "wrong values"

from typing import Any

import jax
import jax.numpy as jnp


def global_norm(tree: Any) -> jax.Array:
    return sum((jnp.sqrt(jnp.sum(jnp.square(leaf))) for leaf in jax.tree.leaves(tree)), jnp.float32(0.0))
