"""Adds every leaf in float32 (one rule for float and integer leaves alike) and casts back to the leaf's dtype: right
for small integers, but int32 values past 2**24 lose their last bits, and the extremes round to 2**31."""
EXERCISE = "pytrees.tree_add"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax
import jax.numpy as jnp


def tree_add(a, b):
    if jax.tree.structure(a) != jax.tree.structure(b):
        raise ValueError(f"different structures: {jax.tree.structure(a)} and {jax.tree.structure(b)}")

    def add(x, y):
        dtype = jnp.result_type(x, y)
        return (jnp.asarray(x, jnp.float32) + jnp.asarray(y, jnp.float32)).astype(dtype)

    return jax.tree.map(add, a, b)
