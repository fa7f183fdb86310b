"""Carries the key and a step counter through lax.scan, but the counter wraps at 3: the key is
used again at steps 3, 6, ... (JAX's key-reuse checker cannot see a reuse through fold_in)."""
EXERCISE = "state.noisy_decay"
VERDICT = "fail"
MESSAGE = "the noise of steps 0 and 3"

import jax
import jax.numpy as jnp
from jax import lax


def noisy_decay(key, x0, decay, n_steps, start=0):
    def step(carry, _):
        x, key, t = carry
        x = decay * x + jax.random.normal(jax.random.fold_in(key, t), x.shape)
        return (x, key, (t + 1) % 3), x

    return lax.scan(step, (jnp.asarray(x0), key, jnp.int32(0)), None, length=n_steps)[1]
