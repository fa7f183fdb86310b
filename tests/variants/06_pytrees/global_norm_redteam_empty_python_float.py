"""Returns the Python float 0.0 for a tree without leaves, not a 0-d array.

Violates: "A float scalar (0-d array); 0 for a tree without leaves."
Verifying input: global_norm({}) -> the docstring requires a 0-d JAX array equal to 0, this returns the Python float 0.0.
"""
EXERCISE = "pytrees.global_norm"
VERDICT = "fail"
MESSAGE = 'global_norm(tree={}) returned a Python float'

from typing import Any

import jax
import jax.numpy as jnp


def global_norm(tree: Any) -> jax.Array:
    leaves = jax.tree.leaves(tree)
    if not leaves:
        return 0.0
    flat = jnp.concatenate([jnp.ravel(x).astype(jnp.float32) for x in leaves])
    return jnp.sqrt(jnp.sum(flat * flat))
