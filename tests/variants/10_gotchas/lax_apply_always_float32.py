"""Converts both operands to float32: integers stay no integers and float16 widens."""
EXERCISE = "gotchas.lax_apply"
VERDICT = "fail"
MESSAGE = "wrong dtype"

import jax.numpy as jnp
from jax import lax


def lax_apply(op, x, y):
    return op(lax.convert_element_type(x, jnp.float32), lax.convert_element_type(y, jnp.float32))
