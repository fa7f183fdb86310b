"""Never normalises inside the loop (v_k = matrix^k v0) and divides by ``v @ v`` for each estimate; the vector overflows float32 after enough steps.

Violates: "continues from ``v = w / norm(w)``" ... "with up to a few hundred steps" (estimates become nan when the eigenvalue**steps exceeds float32).
Verifying input: power_iteration(jnp.array([[2.0, 0.0], [0.0, 1.0]]), 200) -> the docstring requires estimates[-1] = 2.0 and a unit v, this returns nan.
"""
EXERCISE = "devices.power_iteration"
VERDICT = "fail"
KIND = "horizons"

import functools

import jax
import jax.numpy as jnp
from jax import lax


@functools.partial(jax.jit, static_argnums=1)
def power_iteration(matrix, n_steps):
    n = matrix.shape[0]
    u0 = jnp.ones(n, matrix.dtype) / jnp.sqrt(jnp.asarray(n, matrix.dtype))

    def _pilo_step(u, _):
        w = matrix @ u
        return w, (u @ w) / (u @ u)  # Rayleigh quotient of the unnormalised vector

    u, estimates = lax.scan(_pilo_step, u0, None, length=n_steps)
    return estimates, u / jnp.linalg.norm(u)


if __name__ == "__main__":
    m = jnp.array([[2.0, 0.0], [0.0, 1.0]])
    estimates, v = power_iteration(m, 20)
    assert round(float(estimates[-1]), 4) == 2.0
    assert abs(float(estimates[0]) - 1.5) < 1e-6
    with jax.transfer_guard("disallow"):
        estimates, v = power_iteration(m, 200)
    assert not bool(jnp.isfinite(estimates[-1])), estimates[-1]
    print("verified")
