"""Stops when the estimate settles, with a Python `if` on an array: a transfer and a wait each step."""
EXERCISE = "devices.power_iteration"
VERDICT = "fail"
MESSAGE = "copies data from the host to the device"

import jax
import jax.numpy as jnp
import numpy as np


def power_iteration(matrix, n_steps):
    n = matrix.shape[0]
    v = jnp.full(n, 1.0 / np.sqrt(n), jnp.float32)
    estimates = []
    for _ in range(n_steps):
        w = matrix @ v
        estimates.append(v @ w)
        v = w / jnp.linalg.norm(w)
        if len(estimates) > 1 and abs(estimates[-1] - estimates[-2]) < 0:  # never true, but still a transfer
            break
    return jnp.stack(estimates), v
