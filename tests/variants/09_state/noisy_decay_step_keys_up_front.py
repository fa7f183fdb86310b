"""Alternative: makes every step's key up front (one fold_in per step number, vectorised with vmap), then
scans over the keys."""
EXERCISE = "state.noisy_decay"
VERDICT = "pass"

import jax
import jax.numpy as jnp
from jax import lax


def noisy_decay(key, x0, decay, n_steps, start=0):
    x0 = jnp.asarray(x0)
    keys = jax.vmap(lambda t: jax.random.fold_in(key, t))(start + jnp.arange(n_steps))

    def step(x, step_key):
        x = decay * x + jax.random.normal(step_key, x.shape, x.dtype)
        return x, x

    return lax.scan(step, x0, keys)[1]
