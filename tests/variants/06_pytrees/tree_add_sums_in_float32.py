"""Adds every pair of leaves in float32: right for float32 trees, but integer leaves come back as floats
and float16 ones widened, where `leaf_a + leaf_b` keeps the leaves' dtype."""
EXERCISE = "pytrees.tree_add"
VERDICT = "fail"
MESSAGE = "dtype"

import jax
import jax.numpy as jnp


def tree_add(a, b):
    if jax.tree.structure(a) != jax.tree.structure(b):
        raise ValueError(f"tree_add needs two trees of the same structure, got {jax.tree.structure(a)} and {jax.tree.structure(b)}")
    return jax.tree.map(lambda x, y: jnp.asarray(x, jnp.float32) + jnp.asarray(y, jnp.float32), a, b)
