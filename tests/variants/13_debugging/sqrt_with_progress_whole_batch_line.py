"""Collects the iterates and prints them once, after the loop: one line, not one per step."""
EXERCISE = "debugging.sqrt_with_progress"
VERDICT = "fail"
MESSAGE = "printed 1 line instead of 3"

import jax
import jax.numpy as jnp
from jax import lax


def sqrt_with_progress(a, n_steps):
    a = jnp.asarray(a, jnp.float32)

    def body(y, _):
        y = (y + a / y) / 2
        return y, y

    y, history = lax.scan(body, a, None, length=n_steps)
    if n_steps:
        jax.debug.print("steps: {}", history)
    return y
