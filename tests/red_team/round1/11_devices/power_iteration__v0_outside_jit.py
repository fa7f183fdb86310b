"""Jits the loop (a ``lax.scan``) but builds the start vector op by op outside it, which puts new data on the device at every call.

Violates: "a call must make no host<->device transfer at all (the grader runs it under ``jax.transfer_guard("disallow")``".
Verifying input: under jax.transfer_guard("disallow"), power_iteration(jnp.eye(3), 5) -> the docstring requires it to run, this raises "Disallowed host-to-device transfer".
"""
EXERCISE = "devices.power_iteration"
VERDICT = "fail"
KIND = "beyond"

import functools

import jax
import jax.numpy as jnp
from jax import lax


@functools.partial(jax.jit, static_argnums=2)
def _pivo_loop(matrix, v0, n_steps):
    def step(v, _):
        w = matrix @ v
        return w / jnp.linalg.norm(w), v @ w

    v, estimates = lax.scan(step, v0, None, length=n_steps)
    return estimates, v


def power_iteration(matrix, n_steps):
    n = matrix.shape[0]
    v0 = jnp.ones(n, jnp.float32) / jnp.sqrt(n)
    return _pivo_loop(matrix, v0, n_steps)


if __name__ == "__main__":
    m = jnp.array([[2.0, 0.0], [0.0, 1.0]])
    estimates, v = power_iteration(m, 20)
    assert round(float(estimates[-1]), 4) == 2.0 and abs(float(estimates[0]) - 1.5) < 1e-6
    jitted = jax.jit(power_iteration, static_argnums=1)
    with jax.transfer_guard("disallow"):
        jitted(m, 20)  # fine when the caller jits it
    raised = False
    eye = jnp.eye(3)
    try:
        with jax.transfer_guard("disallow"):
            power_iteration(eye, 5)
    except Exception as e:
        raised = "Disallowed" in str(e)
    assert raised
    print("verified")
