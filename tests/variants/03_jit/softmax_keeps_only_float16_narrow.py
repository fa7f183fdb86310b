"""Computes in float32 for accuracy and casts back only when ``x`` is float16: a bfloat16 ``x`` comes back float32.

"An array of the same shape and dtype as x" admits both half-width floats; testing for float16 by name misses the
other one.
"""
EXERCISE = "jit.softmax"
VERDICT = "fail"
MESSAGE = "wrong dtype"

import jax
import jax.numpy as jnp


@jax.jit
def softmax(x: jax.Array) -> jax.Array:
    wide = x.astype(jnp.float32)
    shifted = wide - jnp.max(wide, axis=-1, keepdims=True)
    exps = jnp.exp(shifted)
    out = exps / jnp.sum(exps, axis=-1, keepdims=True)
    return out.astype(jnp.float16) if x.dtype == jnp.float16 else out
