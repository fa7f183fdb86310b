"""Traces fn with jax.eval_shape first (integer outputs cannot hold a NaN), then runs it under jax.debug_nans: fn's Python body runs twice."""
EXERCISE = "gotchas.produces_nan"
VERDICT = "fail"
MESSAGE = "called `fn` 2 times"

import jax
import jax.numpy as jnp


def produces_nan(fn, *args):
    shapes = jax.eval_shape(fn, *args)
    if not any(jnp.issubdtype(leaf.dtype, jnp.inexact) for leaf in jax.tree.leaves(shapes)):
        return False
    try:
        with jax.debug_nans(True):
            jax.block_until_ready(fn(*args))
    except FloatingPointError:
        return True
    return False
