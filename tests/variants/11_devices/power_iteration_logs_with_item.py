"""A jitted step, but the loop logs each estimate with .item() (a device-to-host copy per step)."""
EXERCISE = "devices.power_iteration"
VERDICT = "fail"
MESSAGE = "reads data back from the device"

import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def _step(matrix, v):
    w = matrix @ v
    return w / jnp.linalg.norm(w), v @ w


@jax.jit
def _start(matrix):  # built on the device: no copy
    n = matrix.shape[0]
    return jnp.full(n, 1.0 / np.sqrt(n), jnp.float32)


def power_iteration(matrix, n_steps):
    v = _start(matrix)
    estimates = []
    log = []
    for _ in range(n_steps):
        v, estimate = _step(matrix, v)
        log.append(estimate.item())
        estimates.append(estimate)
    return jnp.stack(estimates), v
