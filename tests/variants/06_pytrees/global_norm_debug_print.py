"""Correct, but prints each leaf's squared sum with jax.debug.print."""
EXERCISE = "pytrees.global_norm"
VERDICT = "fail"
MESSAGE = "calls back into Python"

from typing import Any

import jax
import jax.numpy as jnp


def global_norm(tree: Any) -> jax.Array:
    total = jnp.float32(0.0)
    for leaf in jax.tree.leaves(tree):
        square = jnp.sum(jnp.square(leaf))
        jax.debug.print("leaf squared sum: {}", square)
        total = total + square
    return jnp.sqrt(total)
