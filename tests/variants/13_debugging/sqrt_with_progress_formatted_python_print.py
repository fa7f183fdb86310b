"""Python's print with a format spec: a tracer has no number to format, so tracing fails."""
EXERCISE = "debugging.sqrt_with_progress"
VERDICT = "fail"
MESSAGE = "unsupported format string passed to"

import jax.numpy as jnp


def sqrt_with_progress(a, n_steps):
    a = jnp.asarray(a, jnp.float32)
    y = a
    for i in range(n_steps):
        y = (y + a / y) / 2
        print(f"step {i + 1}: y = {y:.4f}")
    return y
