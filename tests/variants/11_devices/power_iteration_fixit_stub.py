"""The fix-it stub as released: a jitted step, but the loop prints every estimate (a read-back per step)."""
EXERCISE = "devices.power_iteration"
VERDICT = "fail"
MESSAGE = "reads data back from the device inside the call"

import jax
import jax.numpy as jnp
import numpy as np


def power_iteration(matrix: jax.Array, n_steps: int) -> tuple[jax.Array, jax.Array]:
    """Estimate the largest eigenvalue of a symmetric matrix, without leaving the device.

    Power iteration: start from ``v = ones(n) / sqrt(n)``; step ``k`` computes
    ``w = matrix @ v``, records the estimate ``v @ w`` and continues from
    ``v = w / norm(w)``.

    This is a hot loop: a call must make no host<->device transfer at all (the grader runs
    it under ``jax.transfer_guard("disallow")``, with up to a few hundred steps), and it must
    work under ``jax.jit`` with ``n_steps`` static.

    Args:
        matrix: a symmetric positive definite float32 array of shape ``(n, n)``.
        n_steps: how many steps (a Python int, static under ``jax.jit``; at least 1).

    Returns:
        ``(estimates, v)``: a float32 array of shape ``(n_steps,)`` with the estimate of
        every step, and the last unit vector ``v`` (shape ``(n,)``).

    Example:
        >>> estimates, v = power_iteration(jnp.array([[2.0, 0.0], [0.0, 1.0]]), 20)
        >>> round(float(estimates[-1]), 4)
        2.0
    """
    # FIX-IT: this code is broken the way real JAX code breaks. Run
    #   pytest autograder -k power_iteration
    # read what goes wrong, then fix the code so it keeps the docstring's contract.
    @jax.jit
    def step(matrix, v):
        w = matrix @ v
        return w / jnp.linalg.norm(w), v @ w

    n = matrix.shape[0]
    v = jax.device_put(np.full(n, 1 / np.sqrt(n), np.float32))
    estimates = []
    for i in range(n_steps):
        v, estimate = step(matrix, v)
        print(f"step {i}: estimate {float(estimate):.4f}")  # watch it converge
        estimates.append(estimate)
    return jnp.stack(estimates), v
