"""Rows widened to "at least float16" with jnp.promote_types(dtype, float16): float16 and float32 stay as they are,
but bfloat16 and float16 have no common narrow type, so bfloat16 rows become float32 and so does the table."""
EXERCISE = "vmap.pairwise"
VERDICT = "fail"
MESSAGE = "got float32"

import jax
import jax.numpy as jnp


def pairwise(f, xs, ys):
    dtype = jnp.promote_types(xs.dtype, jnp.float16)
    xs, ys = xs.astype(dtype), ys.astype(dtype)
    return jax.vmap(jax.vmap(f, in_axes=(None, 0)), in_axes=(0, None))(xs, ys)
