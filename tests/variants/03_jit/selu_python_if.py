"""Chooses each element's formula with a Python if, which cannot look at traced values."""
EXERCISE = "jit.selu"
VERDICT = "fail"
MESSAGE = "does not work under jax.jit"

import jax
import jax.numpy as jnp


@jax.jit
def selu(x: jax.Array) -> jax.Array:
    alpha = 1.6732632
    scale = 1.0507010
    flat = [scale * v if v > 0 else scale * alpha * (jnp.exp(v) - 1) for v in x.ravel()]
    return jnp.stack(flat).reshape(x.shape)
