"""Records ``norm(matrix @ v)`` as the estimate instead of the Rayleigh quotient ``v @ w``; both converge to the top eigenvalue, but the per-step estimates differ.

Violates: "step ``k`` computes ``w = matrix @ v``, records the estimate ``v @ w`` and continues from ``v = w / norm(w)``".
Verifying input: power_iteration(jnp.array([[2.0, 0.0], [0.0, 1.0]]), 3) -> the docstring requires estimates[0] = 1.5, this returns sqrt(2.5) = 1.5811.
"""
EXERCISE = "devices.power_iteration"
VERDICT = "fail"
KIND = "algorithm"

import functools

import jax
import jax.numpy as jnp
from jax import lax


@functools.partial(jax.jit, static_argnums=1)
def power_iteration(matrix, n_steps):
    n = matrix.shape[0]
    v0 = jnp.ones(n, matrix.dtype) / jnp.sqrt(jnp.asarray(n, matrix.dtype))

    def _pine_step(v, _):
        w = matrix @ v
        norm = jnp.linalg.norm(w)
        return w / norm, norm

    v, estimates = lax.scan(_pine_step, v0, None, length=n_steps)
    return estimates, v


if __name__ == "__main__":
    m = jnp.array([[2.0, 0.0], [0.0, 1.0]])
    estimates, v = power_iteration(m, 20)
    assert round(float(estimates[-1]), 4) == 2.0 and estimates.shape == (20,)
    with jax.transfer_guard("disallow"):
        power_iteration(m, 300)
    estimates, _ = power_iteration(m, 3)
    assert abs(float(estimates[0]) - 1.5) > 0.05, estimates  # v0 @ (m @ v0) = 1.5
    print("verified")
