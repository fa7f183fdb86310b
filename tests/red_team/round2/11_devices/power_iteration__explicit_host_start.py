"""Keeps the fix-it's starting vector built in NumPy and moved with jax.device_put: an explicit copy, so transfer_guard("disallow") does not object, but every call copies host->device.

Violates: "a call must make no host<->device transfer at all".
Verifying input: matrix [[2, 0], [0, 1]], n_steps 20, under jax.transfer_guard("disallow_explicit") -> the docstring requires no transfer, this raises "Disallowed host-to-device transfer".
"""
EXERCISE = "devices.power_iteration"
VERDICT = "fail"
KIND = "beyond"

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


if __name__ == "__main__":
    a = jnp.array([[2.0, 0.0], [0.0, 1.0]])
    est, v = power_iteration(a, 20)
    assert round(float(est[-1]), 4) == 2.0 and abs(float(est[0]) - 1.5) < 1e-6
    with jax.transfer_guard("disallow"):
        power_iteration(a, 300)  # passes the grader's guard
    try:
        with jax.transfer_guard("disallow_explicit"):
            power_iteration(a, 20)
    except Exception as e:  # JaxRuntimeError
        assert "transfer" in str(e).lower()
        print("verified")
    else:
        raise AssertionError("no transfer seen")
