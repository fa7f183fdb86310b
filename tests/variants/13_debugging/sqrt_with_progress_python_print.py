"""Prints with Python's print inside the jitted function: a tracer, once, at trace time."""
EXERCISE = "debugging.sqrt_with_progress"
VERDICT = "fail"
MESSAGE = "printed a tracer at trace time"

import jax.numpy as jnp


def sqrt_with_progress(a, n_steps):
    a = jnp.asarray(a, jnp.float32)
    y = a
    for i in range(n_steps):
        y = (y + a / y) / 2
        print(f"step {i + 1}: y = {y}")
    return y
