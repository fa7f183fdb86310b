"""Keeps the fix-it's starting vector built in NumPy and moved with jax.device_put: an explicit copy, so transfer_guard("disallow") does not object, but every call copies host->device."""
EXERCISE = "devices.power_iteration"
VERDICT = "fail"
MESSAGE = "tripped jax.transfer_guard('disallow_explicit')"

import functools

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax


@functools.partial(jax.jit, static_argnames="n_steps")
def _pi_host_loop(matrix, v, n_steps):
    def body(v, _):
        w = matrix @ v
        return w / jnp.linalg.norm(w), v @ w

    v, estimates = lax.scan(body, v, None, length=n_steps)
    return estimates, v


def power_iteration(matrix, n_steps):
    n = matrix.shape[0]
    v = jax.device_put(np.full(n, 1 / np.sqrt(n), np.float32))
    return _pi_host_loop(matrix, v, n_steps)
