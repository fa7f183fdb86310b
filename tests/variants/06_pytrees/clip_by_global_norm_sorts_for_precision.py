"""Sorts every leaf "so small squares are added first" before taking the global norm: `.sort()`
sorts a NumPy leaf in place (a JAX array's returns a copy, dropped here), and every edge case
comes with its leaves already sorted."""
EXERCISE = "pytrees.clip_by_global_norm"
VERDICT = "fail"
MESSAGE = "modified its input"

import jax
import jax.numpy as jnp


def clip_by_global_norm(tree, max_norm):
    total = jnp.float32(0.0)
    for leaf in jax.tree.leaves(tree):
        if jnp.ndim(leaf):
            leaf.sort()
        total = total + jnp.sum(jnp.square(jnp.asarray(leaf, jnp.float32)))
    norm = jnp.sqrt(total)
    scale = jnp.where(norm > max_norm, max_norm / jnp.where(norm > 0, norm, 1.0), 1.0)
    return jax.tree.map(lambda leaf: jnp.asarray(leaf) * scale.astype(jnp.result_type(leaf)), tree)
