"""Builds the step numbers with jnp.linspace (float32) before fold_in, so step numbers above 2**24 collide."""
EXERCISE = "state.noisy_decay"
VERDICT = "fail"
MESSAGE = '[resumes] two steps draw the same noise'

import jax
import jax.numpy as jnp
from jax import lax


def noisy_decay(key, x0, decay, n_steps, start=0):
    steps = jnp.linspace(start, start + n_steps - 1, n_steps)
    keys = jax.vmap(lambda t: jax.random.fold_in(key, t.astype(jnp.uint32)))(steps)

    def body(x, k):
        x = decay * x + jax.random.normal(k, x0.shape, x0.dtype)
        return x, x

    _, out = lax.scan(body, x0, keys)
    return out
