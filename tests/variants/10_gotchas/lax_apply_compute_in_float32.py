"""Finds jnp's promoted dtype correctly but computes op in at least float32 and casts back, so int32 results above 2**24 are rounded."""
EXERCISE = "gotchas.lax_apply"
VERDICT = "fail"
MESSAGE = "the result at index (0,) should be 2147483647"

import jax
import jax.numpy as jnp


def lax_apply(op, x, y):
    dt = jnp.result_type(x, y)
    work = jnp.promote_types(dt, jnp.float32)  # "safe" working precision
    out = op(jnp.asarray(x, work), jnp.asarray(y, work))
    return out.astype(dt)
