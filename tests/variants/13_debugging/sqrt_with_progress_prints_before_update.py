"""Prints `y` before the step updates it: every line is one step behind."""
EXERCISE = "debugging.sqrt_with_progress"
VERDICT = "fail"
MESSAGE = "wrong output"

import jax
import jax.numpy as jnp
from jax import lax


def sqrt_with_progress(a, n_steps):
    a = jnp.asarray(a, jnp.float32)

    def body(i, y):
        jax.debug.print("step {i}: y = {y:.4f}", i=i + 1, y=y, ordered=True)
        return (y + a / y) / 2

    return lax.fori_loop(0, n_steps, body, a)
