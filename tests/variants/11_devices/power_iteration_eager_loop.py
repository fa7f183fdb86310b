"""An un-jitted Python loop: each `w / norm` and each constant is its own dispatch, and Python numbers are copied to the device."""
EXERCISE = "devices.power_iteration"
VERDICT = "fail"
MESSAGE = "copies data from the host to the device"

import jax.numpy as jnp


def power_iteration(matrix, n_steps):
    n = matrix.shape[0]
    v = jnp.ones(n) / jnp.sqrt(n)
    estimates = []
    for _ in range(n_steps):
        w = matrix @ v
        estimates.append(v @ w)
        v = w / jnp.linalg.norm(w)
    return jnp.stack(estimates), v
