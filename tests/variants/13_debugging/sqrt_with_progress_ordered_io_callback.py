"""Prints through an ordered `io_callback`: fine under jit, but it cannot be vmapped."""
EXERCISE = "debugging.sqrt_with_progress"
VERDICT = "fail"
MESSAGE = "Cannot `vmap` ordered IO callback"

import jax.numpy as jnp
from jax.experimental import io_callback


def _show(step, value):
    print(f"step {int(step)}: y = {float(value):.4f}")


def sqrt_with_progress(a, n_steps):
    a = jnp.asarray(a, jnp.float32)
    y = a
    for step in range(1, n_steps + 1):
        y = (y + a / y) / 2
        io_callback(_show, None, step, y, ordered=True)
    return y
