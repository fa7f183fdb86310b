"""Outputs the state before each step, so row 0 is x0 itself."""
EXERCISE = "state.noisy_decay"
VERDICT = "fail"
MESSAGE = "the noise added at step 0"

import jax
import jax.numpy as jnp
from jax import lax


def noisy_decay(key, x0, decay, n_steps):
    def step(carry, _):
        x, key = carry
        key, draw = jax.random.split(key)
        return (decay * x + jax.random.normal(draw, x.shape), key), x

    return lax.scan(step, (jnp.asarray(x0), key), None, length=n_steps)[1]
