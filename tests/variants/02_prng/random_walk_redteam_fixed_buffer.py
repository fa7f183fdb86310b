"""Always computes a fixed buffer of 1024 steps (to "compile once for all lengths") and slices it: walks longer than 1024 steps come back cut short.

Violates: "A float32 vector of shape (n_steps,)" (and "a longer walk extends a shorter one").
Verifying input: random_walk(key(0), 2000) -> the docstring requires shape (2000,), this returns shape (1024,).
"""
EXERCISE = "prng.random_walk"
VERDICT = "fail"
MESSAGE = 'should have shape (65537,), got (1024,)'

import jax
import jax.numpy as jnp
import numpy as np

_RW_FB_BUFFER = 1024


@jax.jit
def _rw_fb_buffer(key):
    steps = jax.vmap(lambda i: jax.random.normal(jax.random.fold_in(key, i)))(jnp.arange(_RW_FB_BUFFER))
    return jnp.cumsum(steps)


def random_walk(key: jax.Array, n_steps: int) -> jax.Array:
    return _rw_fb_buffer(key)[:n_steps]
