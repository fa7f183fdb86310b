"""Carries the key through lax.scan and splits it at every step (a deep chain of splits): the noise is
sound, but step t's key is reachable only by replaying every step before, so a run cannot resume at
step `start`."""
EXERCISE = "state.noisy_decay"
VERDICT = "fail"
MESSAGE = "does not resume"

import jax
import jax.numpy as jnp
from jax import lax


def noisy_decay(key, x0, decay, n_steps, start=0):
    def step(carry, _):
        x, key = carry
        key, draw = jax.random.split(key)
        x = decay * x + jax.random.normal(draw, x.shape, x.dtype)
        return (x, key), x

    return lax.scan(step, (jnp.asarray(x0), key), None, length=n_steps)[1]
