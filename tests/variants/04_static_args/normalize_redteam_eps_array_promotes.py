"""Divides float16 x by a norm plus eps without casting back, so a 0-d float32 eps promotes the result to float32.

Violates: "An array of the same shape and dtype as ``x`` (a float16 ``x`` gives float16)." (eps may be "a Python float or a 0-d array")
Verifying input: jnp.array([3.0, 4.0], jnp.float16), eps=jnp.array(0.0, jnp.float32) -> the docstring requires float16, this returns float32.
"""
EXERCISE = "static_args.normalize"
VERDICT = "fail"
MESSAGE = 'with x in float16 and eps in float32, the result should stay float16 like x'

import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def normalize(x: jax.Array, eps: float) -> jax.Array:
    norm = jnp.sqrt(jnp.sum(jnp.square(x.astype(jnp.float32)))).astype(x.dtype)
    return x / (norm + eps)
