"""Draws noise for the last axis only and broadcasts it: every row of a 2-D state gets the same noise."""
EXERCISE = "state.noisy_decay"
VERDICT = "fail"
MESSAGE = "even and odd rows"

import jax
import jax.numpy as jnp
from jax import lax


def noisy_decay(key, x0, decay, n_steps):
    def step(carry, _):
        x, key = carry
        key, draw = jax.random.split(key)
        x = decay * x + jax.random.normal(draw, x.shape[-1:])
        return (x, key), x

    return lax.scan(step, (jnp.asarray(x0), key), None, length=n_steps)[1]
