"""Alternative: scans over the step numbers and derives each step's key with fold_in."""
EXERCISE = "state.noisy_decay"
VERDICT = "pass"

import jax
import jax.numpy as jnp
from jax import lax


def noisy_decay(key, x0, decay, n_steps, start=0):
    def step(x, t):
        x = decay * x + jax.random.normal(jax.random.fold_in(key, t), x.shape, x.dtype)
        return x, x

    return lax.scan(step, jnp.asarray(x0), jnp.arange(n_steps) + start)[1]
