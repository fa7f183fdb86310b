"""Wraps a fresh lambda in jax.jit inside every call, so it traces again on every call."""
EXERCISE = "jit.selu"
VERDICT = "fail"
MESSAGE = "too slow"
TIMED_CHECK = "speedup"

import jax
import jax.numpy as jnp


def selu(x: jax.Array) -> jax.Array:
    alpha = 1.6732632
    scale = 1.0507010
    return jax.jit(lambda v: scale * jnp.where(v > 0, v, alpha * (jnp.exp(v) - 1)))(x)
