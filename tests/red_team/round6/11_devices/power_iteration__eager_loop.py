"""Removes the print and the device_put of a NumPy vector but keeps the Python loop of jitted steps, starting from an eagerly built jnp.ones(n) / jnp.sqrt(n): each eager op ships its Python scalars to the device, so a call still transfers.

Violates: "a call must make no host<->device transfer at all, implicit or explicit (the grader runs it under ``jax.transfer_guard("disallow_explicit")``"
Verifying input: power_iteration(diag([2., 1.]), 20) under jax.transfer_guard("disallow_explicit") -> requires estimates with last value 2.0, this raises "Disallowed host-to-device transfer".
"""
EXERCISE = "devices.power_iteration"
VERDICT = "fail"
KIND = "placement"

import jax
import jax.numpy as jnp


@jax.jit
def _step(matrix, v):
    w = matrix @ v
    return w / jnp.linalg.norm(w), v @ w


def power_iteration(matrix, n_steps):
    n = matrix.shape[0]
    v = jnp.ones(n, matrix.dtype) / jnp.sqrt(n)
    estimates = []
    for _ in range(n_steps):
        v, estimate = _step(matrix, v)
        estimates.append(estimate)
    return jnp.stack(estimates), v


if __name__ == "__main__":
    import numpy as np

    matrix = jnp.array([[2.0, 0.0], [0.0, 1.0]])
    estimates, v = power_iteration(matrix, 20)
    assert round(float(estimates[-1]), 4) == 2.0 and estimates.shape == (20,)    # right numbers
    jax.block_until_ready((estimates, v))
    try:
        with jax.transfer_guard("disallow_explicit"):
            jax.block_until_ready(power_iteration(matrix, 20))
        raise SystemExit("no transfer")
    except Exception as error:
        assert "Disallowed" in str(error), error
        print("under the guard:", str(error).splitlines()[0][:90])
    print("verified")
