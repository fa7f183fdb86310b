"""Turns Python numbers into strongly typed arrays first, so 2.0 widens a float16 array to float32."""
EXERCISE = "gotchas.lax_apply"
VERDICT = "fail"
MESSAGE = "wrong dtype"

import jax.numpy as jnp
from jax import lax


def lax_apply(op, x, y):
    x, y = jnp.array(x, dtype=jnp.asarray(x).dtype), jnp.array(y, dtype=jnp.asarray(y).dtype)
    dtype = jnp.promote_types(x.dtype, y.dtype)
    return op(lax.convert_element_type(x, dtype), lax.convert_element_type(y, dtype))
