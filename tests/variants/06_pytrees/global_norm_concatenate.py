"""Concatenates every leaf into one vector: `jnp.concatenate([])` raises on a tree without leaves."""
EXERCISE = "pytrees.global_norm"
VERDICT = "fail"
MESSAGE = "ValueError"

import jax
import jax.numpy as jnp


def global_norm(tree):
    return jnp.linalg.norm(jnp.concatenate([jnp.ravel(leaf) for leaf in jax.tree.leaves(tree)]))
