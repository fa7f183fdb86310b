"""Unrolls the steps under its own jit and prints progress every 100 steps with `float(...)`: fine below 100 steps."""
EXERCISE = "devices.power_iteration"
VERDICT = "fail"
MESSAGE = "reads data back from the device"

from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="n_steps")
def power_iteration(matrix, n_steps):
    n = matrix.shape[0]
    v = jnp.full(n, 1.0 / n ** 0.5, matrix.dtype)
    estimates = []
    for step in range(n_steps):
        w = matrix @ v
        estimates.append(v @ w)
        v = w / jnp.linalg.norm(w)
        if (step + 1) % 100 == 0:
            print(f"step {step + 1}: {float(estimates[-1]):.5f}")
    return jnp.stack(estimates), v
