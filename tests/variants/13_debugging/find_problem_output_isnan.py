"""Looks at the output for NaNs: a NaN that `jnp.where` throws away is never seen."""
EXERCISE = "debugging.find_problem"
VERDICT = "fail"
MESSAGE = "missed a problem"

import jax
import jax.numpy as jnp


def find_problem(f, *args):
    out = f(*args)
    if any(bool(jnp.any(jnp.isnan(leaf))) for leaf in jax.tree.leaves(out) if jnp.issubdtype(leaf.dtype, jnp.floating)):
        return "nan in the output"
    return None
