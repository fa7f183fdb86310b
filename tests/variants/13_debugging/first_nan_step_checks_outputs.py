"""Looks for NaNs in what each step returns: a NaN hidden inside the step is missed."""
EXERCISE = "debugging.first_nan_step"
VERDICT = "fail"
MESSAGE = "missed a NaN"

import jax
import jax.numpy as jnp


def first_nan_step(step, params, batches):
    for i, batch in enumerate(batches):
        params, loss = step(params, batch)
        if any(bool(jnp.any(jnp.isnan(leaf))) for leaf in jax.tree.leaves((params, loss))):
            return i, "unknown"
    return None
