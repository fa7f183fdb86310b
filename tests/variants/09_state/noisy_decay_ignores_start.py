"""Derives step keys with fold_in, but from the step's position in this run, not its number: a resumed
run draws the noise of steps 0, 1, ... again."""
EXERCISE = "state.noisy_decay"
VERDICT = "fail"
MESSAGE = "does not resume"

import jax
import jax.numpy as jnp
from jax import lax


def noisy_decay(key, x0, decay, n_steps, start=0):
    def step(x, t):
        x = decay * x + jax.random.normal(jax.random.fold_in(key, t), x.shape, x.dtype)
        return x, x

    return lax.scan(step, jnp.asarray(x0), jnp.arange(n_steps))[1]
