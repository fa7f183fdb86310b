"""Derives step keys from a pool of four (`fold_in(key, t % 4)`): steps 0 and 4 draw the same noise.
fold_in consumes nothing, so JAX's key-reuse checker does not see the reuse."""
EXERCISE = "state.noisy_decay"
VERDICT = "fail"
MESSAGE = "the noise of steps 0 and 4"

import jax
import jax.numpy as jnp
from jax import lax


def noisy_decay(key, x0, decay, n_steps, start=0):
    def step(x, t):
        x = decay * x + jax.random.normal(jax.random.fold_in(key, t % 4), x.shape)
        return x, x

    return lax.scan(step, jnp.asarray(x0), jnp.arange(n_steps))[1]
