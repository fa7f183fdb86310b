"""Draws noise for the last axis only and broadcasts it: every row of a 2-D state gets the same noise."""
EXERCISE = "state.noisy_decay"
VERDICT = "fail"
MESSAGE = "even and odd rows"

import jax
import jax.numpy as jnp
from jax import lax


def noisy_decay(key, x0, decay, n_steps, start=0):
    def step(x, t):
        x = decay * x + jax.random.normal(jax.random.fold_in(key, t), x.shape[-1:])
        return x, x

    return lax.scan(step, jnp.asarray(x0), start + jnp.arange(n_steps))[1]
