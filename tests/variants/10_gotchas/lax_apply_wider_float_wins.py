"""Flawed: promotes two float arrays of the same width to the left one's dtype, else as `jnp` does: float16 and
bfloat16 are both 16 bits, so bfloat16 with float16 stays bfloat16, where `jnp` gives float32 (neither holds the
other).

Violates: "op's result in jnp's promoted dtype of x and y".
Verifying input: lax.add, x = bfloat16 [1, 2, 3], y = float16 [4, 0, 2] -> float32; this returns bfloat16.
"""
EXERCISE = "gotchas.lax_apply"
VERDICT = "fail"
MESSAGE = "wrong dtype"

import jax.numpy as jnp


def lax_apply(op, x, y):
    dx, dy = jnp.result_type(x), jnp.result_type(y)
    floats = jnp.issubdtype(dx, jnp.floating) and jnp.issubdtype(dy, jnp.floating)
    dtype = dx if floats and dx.itemsize == dy.itemsize else jnp.result_type(x, y)
    return op(jnp.asarray(x).astype(dtype), jnp.asarray(y).astype(dtype))
