"""Casts the finished table to xs' dtype so that "float16 stays float16": right for jnp.dot, but an f that answers
in float32 for float16 rows must give a float32 table, and the cast also turns a product of 90000 into inf."""
EXERCISE = "vmap.pairwise"
VERDICT = "fail"
MESSAGE = "what `f` returns"

import jax


def pairwise(f, xs, ys):
    return jax.vmap(jax.vmap(f, in_axes=(None, 0)), in_axes=(0, None))(xs, ys).astype(xs.dtype)
