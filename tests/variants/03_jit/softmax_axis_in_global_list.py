"""Reads the reduction axis from a module-level list of settings."""
EXERCISE = "jit.softmax"
VERDICT = "fail"
MESSAGE = "reads the global variable `settings`"

import jax
import jax.numpy as jnp

settings = [-1]


@jax.jit
def softmax(x):
    axis = settings[0]
    shifted = x - jnp.max(x, axis=axis, keepdims=True)
    e = jnp.exp(shifted)
    return e / jnp.sum(e, axis=axis, keepdims=True)
