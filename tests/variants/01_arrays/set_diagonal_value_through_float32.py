"""Writes ``value`` through float32 before casting to x's dtype: an int32 ``x`` with ``value = 2**31 - 1`` gets
``-2**31`` on its diagonal (float32 rounds it up to 2**31, past int32's range), and 16777217 becomes 16777216.

Violates: "value is converted to it" and "result[k, k] == value", for "Any values ... integers up to both ends of
their range". Verifying input: x = zeros((2, 2), int32), value = 16777217 -> the docstring requires 16777217 on the
diagonal, this returns 16777216.
"""
EXERCISE = "arrays.set_diagonal"
VERDICT = "fail"
MESSAGE = "integers at the ends of their dtype's range"

import jax
import jax.numpy as jnp


def set_diagonal(x: jax.Array, value: float) -> jax.Array:
    x = jnp.asarray(x)
    idx = jnp.arange(x.shape[0])
    return x.at[idx, idx].set(jnp.float32(value).astype(x.dtype))
