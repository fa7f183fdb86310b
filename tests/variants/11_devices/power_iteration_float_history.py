"""Reads every estimate back to Python (float) and rebuilds an array from the list: transfers every step."""
EXERCISE = "devices.power_iteration"
VERDICT = "fail"
MESSAGE = "copies data from the host to the device"

import jax
import jax.numpy as jnp
import numpy as np


def power_iteration(matrix, n_steps):
    n = matrix.shape[0]
    v = jnp.full(n, 1.0 / np.sqrt(n), jnp.float32)
    history = []
    for _ in range(n_steps):
        w = matrix @ v
        history.append(float(v @ w))
        v = w / jnp.linalg.norm(w)
    return jnp.array(history, jnp.float32), v
