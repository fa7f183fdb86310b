"""Keeps alpha and scale in private lower-case module variables: frozen at the first trace."""
EXERCISE = "jit.selu"
VERDICT = "fail"
MESSAGE = "reads the global variable `_alpha`"

import jax
import jax.numpy as jnp

_alpha = 1.6732632
_scale = 1.0507010


@jax.jit
def selu(x):
    return _scale * jnp.where(x > 0, x, _alpha * (jnp.exp(x) - 1))
