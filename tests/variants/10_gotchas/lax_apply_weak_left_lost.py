"""Keeps a Python number on the right weak, but turns one on the left into an array first: with 2.0 on
the left and a float16 array on the right, the result comes out float32."""
EXERCISE = "gotchas.lax_apply"
VERDICT = "fail"
MESSAGE = "wrong dtype"

import jax.numpy as jnp
from jax import lax


def lax_apply(op, x, y):
    x = jnp.array(x, dtype=jnp.asarray(x).dtype)  # "make sure x is an array"
    dtype = jnp.result_type(x, y)
    return op(lax.convert_element_type(x, dtype), lax.convert_element_type(y, dtype))
