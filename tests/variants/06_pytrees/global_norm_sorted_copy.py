"""Correct alternative: sorts a copy of every leaf's squares (small ones added first), in NumPy-free
JAX, so NumPy inputs are left as they were on any values."""
EXERCISE = "pytrees.global_norm"
VERDICT = "pass"

import jax
import jax.numpy as jnp


def global_norm(tree):
    squares = [jnp.sort(jnp.ravel(jnp.square(jnp.asarray(leaf, jnp.float32)))) for leaf in jax.tree.leaves(tree)]
    if not squares:
        return jnp.float32(0.0)
    return jnp.sqrt(jnp.sum(jnp.sort(jnp.concatenate(squares))))
