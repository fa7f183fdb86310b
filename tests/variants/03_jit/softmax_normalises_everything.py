"""Divides by the sum over the whole array instead of over the last axis."""
EXERCISE = "jit.softmax"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax
import jax.numpy as jnp


@jax.jit
def softmax(x: jax.Array) -> jax.Array:
    exps = jnp.exp(x - jnp.max(x, axis=-1, keepdims=True))
    return exps / jnp.sum(exps)
