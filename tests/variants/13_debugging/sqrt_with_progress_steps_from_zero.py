"""Numbers the steps from 0, as `lax.fori_loop` hands them over."""
EXERCISE = "debugging.sqrt_with_progress"
VERDICT = "fail"
MESSAGE = "line 1 is 'step 0: y = 1.5000', expected 'step 1: y = 1.5000'"

import jax
import jax.numpy as jnp
from jax import lax


def sqrt_with_progress(a, n_steps):
    a = jnp.asarray(a, jnp.float32)

    def body(i, y):
        y = (y + a / y) / 2
        jax.debug.print("step {}: y = {:.4f}", i, y)
        return y

    return lax.fori_loop(0, n_steps, body, a)
