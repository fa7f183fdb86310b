"""Sums the exponentials with `dtype=jnp.float32` "for accuracy" and never casts back: float16 in, float32 out."""
EXERCISE = "jit.softmax"
VERDICT = "fail"
MESSAGE = "with x in float16, the result should stay float16"

import jax
import jax.numpy as jnp


@jax.jit
def softmax(x: jax.Array) -> jax.Array:
    exps = jnp.exp(x - jnp.max(x, axis=-1, keepdims=True))
    return exps / jnp.sum(exps, axis=-1, keepdims=True, dtype=jnp.float32)
