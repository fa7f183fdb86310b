"""A Python loop over the steps with a split per step: right, but no lax loop."""
EXERCISE = "state.noisy_decay"
VERDICT = "fail"
MESSAGE = "not the method the exercise asks for"

import jax
import jax.numpy as jnp


def noisy_decay(key, x0, decay, n_steps):
    x, path = jnp.asarray(x0), []
    for _ in range(n_steps):
        key, draw = jax.random.split(key)
        x = decay * x + jax.random.normal(draw, x.shape)
        path.append(x)
    return jnp.stack(path)
