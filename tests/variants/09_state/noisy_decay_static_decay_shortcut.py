"""Makes `decay` static too and skips the multiply in Python when it is 1: `decay` must stay traced."""
EXERCISE = "state.noisy_decay"
VERDICT = "fail"
MESSAGE = "static"

from functools import partial

import jax
import jax.numpy as jnp
from jax import lax


@partial(jax.jit, static_argnames=("n_steps", "decay"))
def noisy_decay(key, x0, decay, n_steps, start=0):
    x0 = jnp.asarray(x0)

    def step(x, t):
        x = (x if decay == 1 else decay * x) + jax.random.normal(jax.random.fold_in(key, t), x.shape, x.dtype)
        return x, x

    _, path = lax.scan(step, x0, start + jnp.arange(n_steps))
    return path
