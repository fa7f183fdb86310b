"""Records the Rayleigh quotient of the *normalised new* vector (v_new @ A @ v_new) instead of v @ w for the vector the step started from.

Violates: "step ``k`` computes ``w = matrix @ v``, records the estimate ``v @ w`` and continues from ``v = w / norm(w)``".
Verifying input: matrix [[2, 0], [0, 1]], n_steps 3 -> the docstring requires estimates[0] = 1.5, this returns 1.8 (same limit 2.0).
"""
EXERCISE = "devices.power_iteration"
VERDICT = "fail"
KIND = "algorithm"

import functools

import jax
import jax.numpy as jnp
from jax import lax


@functools.partial(jax.jit, static_argnames="n_steps")
def power_iteration(matrix, n_steps):
    n = matrix.shape[0]
    v0 = jnp.ones(n, matrix.dtype) / jnp.sqrt(jnp.asarray(n, matrix.dtype))

    def body(v, _):
        w = matrix @ v
        v = w / jnp.linalg.norm(w)
        return v, v @ (matrix @ v)

    v, estimates = lax.scan(body, v0, None, length=n_steps)
    return estimates, v


if __name__ == "__main__":
    a = jnp.array([[2.0, 0.0], [0.0, 1.0]])
    est, v = power_iteration(a, 20)
    assert round(float(est[-1]), 4) == 2.0 and est.shape == (20,) and v.shape == (2,)
    with jax.transfer_guard("disallow"):
        est, v = power_iteration(a, 300)
    est, _ = power_iteration(a, 3)
    assert abs(float(est[0]) - 1.5) > 0.1, est
    print(est)
    print("verified")
