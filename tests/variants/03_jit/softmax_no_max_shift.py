"""Exponentiates x directly, so exp(1000.0) overflows to inf and the result is nan."""
EXERCISE = "jit.softmax"
VERDICT = "fail"
MESSAGE = "not finite"

import jax
import jax.numpy as jnp


@jax.jit
def softmax(x: jax.Array) -> jax.Array:
    exps = jnp.exp(x)
    return exps / jnp.sum(exps, axis=-1, keepdims=True)
