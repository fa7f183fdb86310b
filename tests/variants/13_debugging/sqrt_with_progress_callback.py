"""Alternative: a Python loop (unrolled by jit) and `jax.debug.callback` with an ordinary Python print."""
EXERCISE = "debugging.sqrt_with_progress"
VERDICT = "pass"

import jax
import jax.numpy as jnp


def _show(step, value):
    print(f"step {step}: y = {float(value):.4f}")


def sqrt_with_progress(a, n_steps):
    a = jnp.asarray(a, jnp.float32)
    y = a
    for step in range(1, n_steps + 1):
        y = (y + a / y) / 2
        jax.debug.callback(_show, step, y, ordered=True)
    return y
