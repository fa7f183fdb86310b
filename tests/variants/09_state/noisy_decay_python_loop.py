"""A Python loop over the steps with a key per step number: right, but no lax loop."""
EXERCISE = "state.noisy_decay"
VERDICT = "fail"
MESSAGE = "not the method the exercise asks for"

import jax
import jax.numpy as jnp


def noisy_decay(key, x0, decay, n_steps, start=0):
    x, path = jnp.asarray(x0), []
    for i in range(n_steps):
        x = decay * x + jax.random.normal(jax.random.fold_in(key, start + i), x.shape)
        path.append(x)
    return jnp.stack(path)
