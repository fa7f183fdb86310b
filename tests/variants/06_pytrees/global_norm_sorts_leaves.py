"""Sorts each leaf "so small squares are added first": in place for NumPy leaves, which the
edge cases happen to give already sorted (a JAX array's `.sort()` returns a copy, ignored here)."""
EXERCISE = "pytrees.global_norm"
VERDICT = "fail"
MESSAGE = "modified its input"

import jax
import jax.numpy as jnp


def global_norm(tree):
    total = jnp.float32(0.0)
    for leaf in jax.tree.leaves(tree):
        if jnp.ndim(leaf):
            leaf.sort()
        total = total + jnp.sum(jnp.square(jnp.asarray(leaf, jnp.float32)))
    return jnp.sqrt(total)
