"""Donates its input to XLA (`donate_argnums`): fast, but the caller's array is deleted."""
EXERCISE = "jit.selu"
VERDICT = "fail"
MESSAGE = "deleted its input"

from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, donate_argnums=0)
def selu(x):
    return 1.0507010 * jnp.where(x > 0, x, 1.6732632 * (jnp.exp(x) - 1))
