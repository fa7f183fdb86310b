"""The student keeps the offsets ``0 .. n_steps - 1`` in uint16 ("a step counter never gets that big") and adds ``start`` to them: past 65536 steps the offsets wrap to 0, and step 65536 draws step 0's noise again."""
EXERCISE = "state.noisy_decay"
VERDICT = "fail"
MESSAGE = "gives equal rows 0 and 65536"

import jax
import jax.numpy as jnp
from jax import lax


def noisy_decay(key, x0, decay, n_steps, start=0):
    x0 = jnp.asarray(x0)

    def step(x, t):
        x = decay * x + jax.random.normal(jax.random.fold_in(key, t), x.shape, x.dtype)
        return x, x

    offsets = jnp.arange(n_steps, dtype=jnp.int32).astype(jnp.uint16).astype(jnp.int32)
    _, path = lax.scan(step, x0, jnp.asarray(start, jnp.int32) + offsets)
    return path
