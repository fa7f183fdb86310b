"""Carries the key but never splits it: the same noise at every step."""
EXERCISE = "state.noisy_decay"
VERDICT = "fail"
MESSAGE = "correlation of the noise of steps 0 and 1"

import jax
import jax.numpy as jnp
from jax import lax


def noisy_decay(key, x0, decay, n_steps, start=0):
    def step(x, _):
        x = decay * x + jax.random.normal(key, x.shape)
        return x, x

    return lax.scan(step, jnp.asarray(x0), None, length=n_steps)[1]
