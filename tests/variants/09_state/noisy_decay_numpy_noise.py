"""Draws the noise with NumPy's global generator."""
EXERCISE = "state.noisy_decay"
VERDICT = "fail"
MESSAGE = "used the global random state"

import jax.numpy as jnp
import numpy as np
from jax import lax


def noisy_decay(key, x0, decay, n_steps, start=0):
    def step(x, _):
        x = decay * x + jnp.asarray(np.random.standard_normal(x.shape), jnp.float32)
        return x, x

    return lax.scan(step, jnp.asarray(x0), None, length=n_steps)[1]
