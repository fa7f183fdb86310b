"""Unrolls the steps under jit and logs every 100th estimate with `jax.debug.print`: a callback, only past 100 steps."""
EXERCISE = "devices.power_iteration"
VERDICT = "fail"
MESSAGE = "calls back into Python"

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
            jax.debug.print("step {}: {}", step + 1, estimates[-1])
    return jnp.stack(estimates), v
