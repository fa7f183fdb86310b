"""Computes in float32 for accuracy, except for float16 x, which it keeps narrow by testing its name: a bfloat16 x
comes back float32.

Violates: "An array of the same shape and dtype as x" for a floating-point x of any width.
Verifying input: x = bfloat16 of shape (3, 4), rate 0.5 -> the docstring requires bfloat16, this returns float32.
"""
EXERCISE = "prng.dropout"
VERDICT = "fail"
MESSAGE = "should keep x's dtype bfloat16, got float32"

import jax
import jax.numpy as jnp


def dropout(key: jax.Array, x: jax.Array, rate) -> jax.Array:
    x = jnp.asarray(x)
    work = x if x.dtype in (jnp.float16, jnp.float32) else x.astype(jnp.float32)
    keep = jax.random.bernoulli(key, 1.0 - rate, x.shape)
    return jnp.where(keep, work / (1.0 - rate), 0).astype(work.dtype)
