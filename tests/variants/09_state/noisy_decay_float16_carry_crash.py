"""The student draws each step's noise with `jax.random.normal(fold_in(key, t), x0.shape)` in the default float32 and carries `decay * x + noise` through `lax.scan`, so a float16 or bfloat16 `x0` changes the carry's dtype and the scan refuses it."""
EXERCISE = "state.noisy_decay"
VERDICT = "fail"
MESSAGE = 'x0 may be any float array, float16 too'

import functools

import jax
import jax.numpy as jnp
from jax import lax


@functools.partial(jax.jit, static_argnums=3)
def noisy_decay(key, x0, decay, n_steps, start=0):
    def step(x, t):
        noise = jax.random.normal(jax.random.fold_in(key, t), x0.shape)
        x = decay * x + noise
        return x, x

    _, out = lax.scan(step, x0, start + jnp.arange(n_steps))
    return out
