"""Adds a convergence test that stops the Python loop once two estimates agree: the `if` on a device value is an implicit transfer every step, and the result is shorter than n_steps.

Violates: "a float32 array of shape ``(n_steps,)`` with the estimate of every step" and "a call must make no host<->device transfer at all"
Verifying input: power_iteration(diag([2., 1.]), 100) -> requires shape (100,), this returns shape (12,); under transfer_guard("disallow_explicit") it raises.
"""
EXERCISE = "devices.power_iteration"
VERDICT = "fail"
KIND = "shapes"

import jax
import jax.numpy as jnp


@jax.jit
def _step(matrix, v):
    w = matrix @ v
    return w / jnp.linalg.norm(w), v @ w


@jax.jit
def _start(matrix):
    n = matrix.shape[0]
    return jnp.full((n,), 1.0 / n**0.5, matrix.dtype)


def power_iteration(matrix, n_steps):
    v = _start(matrix)
    estimates = []
    for _ in range(n_steps):
        v, estimate = _step(matrix, v)
        if estimates and jnp.abs(estimate - estimates[-1]) < 1e-6:   # converged: stop early
            estimates.append(estimate)
            break
        estimates.append(estimate)
    return jnp.stack(estimates), v


if __name__ == "__main__":
    import numpy as np

    matrix = jnp.array([[2.0, 0.0], [0.0, 1.0]])
    estimates, v = power_iteration(matrix, 100)
    print("shape", estimates.shape, "last", float(estimates[-1]))
    assert round(float(estimates[-1]), 4) == 2.0
    assert estimates.shape != (100,)
    try:
        with jax.transfer_guard("disallow_explicit"):
            jax.block_until_ready(power_iteration(matrix, 100))
        raise SystemExit("no transfer")
    except Exception as error:
        assert "Disallowed" in str(error), error
    print("verified")
