"""Adds each pair of leaves as jnp.sum(jnp.stack([x, y]), axis=0), so the helper could add any number of trees: the
same as x + y for float32 and int32, but jnp.sum accumulates narrow integers in int32, so int8 leaves come back
int32 and 127 + 1 is 128 where + gives int8 -128."""
EXERCISE = "pytrees.tree_add"
VERDICT = "fail"
MESSAGE = "got int32"

import jax
import jax.numpy as jnp


def tree_add(a, b):
    if jax.tree.structure(a) != jax.tree.structure(b):
        raise ValueError(f"different structures: {jax.tree.structure(a)} and {jax.tree.structure(b)}")
    return jax.tree.map(lambda x, y: jnp.sum(jnp.stack([x, y]), axis=0), a, b)
