"""Keeps float16 as float16 but sends every other dtype through float32: a bfloat16 ``x`` comes back float32.

"An array of the same shape and dtype" holds for bfloat16 as it does for float16.
"""
EXERCISE = "grad.sinc"
VERDICT = "fail"
MESSAGE = "wrong dtype"

import jax
import jax.numpy as jnp


def sinc(x: jax.Array) -> jax.Array:
    x = jnp.asarray(x)
    narrow = x.dtype == jnp.float16
    x = x if narrow else x.astype(jnp.float32)
    zero = x == 0
    safe = jnp.where(zero, jnp.ones_like(x), x)
    return jnp.where(zero, jnp.ones_like(x), jnp.sin(safe) / safe)
