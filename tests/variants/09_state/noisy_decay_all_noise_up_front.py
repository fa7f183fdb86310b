"""Alternative: draws all the noise at once, then scans over it."""
EXERCISE = "state.noisy_decay"
VERDICT = "pass"

import jax
import jax.numpy as jnp
from jax import lax


def noisy_decay(key, x0, decay, n_steps):
    x0 = jnp.asarray(x0)
    noise = jax.random.normal(key, (n_steps, *x0.shape), x0.dtype)

    def step(x, eps):
        x = decay * x + eps
        return x, x

    return lax.scan(step, x0, noise)[1]
