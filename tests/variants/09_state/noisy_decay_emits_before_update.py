"""Outputs the state before each step, so row 0 is x0 itself."""
EXERCISE = "state.noisy_decay"
VERDICT = "fail"
MESSAGE = "the noise added at step 0"

import jax
import jax.numpy as jnp
from jax import lax


def noisy_decay(key, x0, decay, n_steps, start=0):
    def step(x, t):
        return decay * x + jax.random.normal(jax.random.fold_in(key, t), x.shape), x

    return lax.scan(step, jnp.asarray(x0), start + jnp.arange(n_steps))[1]
