"""Correct alternative: jnp.asarray(..., dtype) on both operands before the lax call."""
EXERCISE = "gotchas.lax_apply"
VERDICT = "pass"

import jax.numpy as jnp


def lax_apply(op, x, y):
    dtype = jnp.result_type(x, y)
    return op(jnp.asarray(x, dtype), jnp.asarray(y, dtype))
