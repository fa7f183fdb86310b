"""Stacks the leaves' squared norms: `jnp.stack([])` raises on a tree without leaves."""
EXERCISE = "pytrees.clip_by_global_norm"
VERDICT = "fail"
MESSAGE = "ValueError"

import jax
import jax.numpy as jnp


def clip_by_global_norm(tree, max_norm):
    norm = jnp.sqrt(jnp.sum(jnp.stack([jnp.sum(leaf**2) for leaf in jax.tree.leaves(tree)])))
    scale = jnp.minimum(1.0, max_norm / norm)
    return jax.tree.map(lambda leaf: leaf * scale, tree)
