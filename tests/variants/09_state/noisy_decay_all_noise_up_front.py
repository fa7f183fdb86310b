"""Draws all the noise at once from `key`, then scans over it: sound noise, but a run resumed at step
`start` draws the noise of steps 0, 1, ... again."""
EXERCISE = "state.noisy_decay"
VERDICT = "fail"
MESSAGE = "does not resume"

import jax
import jax.numpy as jnp
from jax import lax


def noisy_decay(key, x0, decay, n_steps, start=0):
    x0 = jnp.asarray(x0)
    noise = jax.random.normal(key, (n_steps, *x0.shape), x0.dtype)

    def step(x, eps):
        x = decay * x + eps
        return x, x

    return lax.scan(step, x0, noise)[1]
