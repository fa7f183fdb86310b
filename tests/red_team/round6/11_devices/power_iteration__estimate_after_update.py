"""Records the Rayleigh quotient of the new, normalised vector (v_new @ matrix @ v_new) instead of v @ w for the vector the step started from, so every estimate is one step ahead.

Violates: "step ``k`` computes ``w = matrix @ v``, records the estimate ``v @ w`` and continues from ``v = w / norm(w)``"
Verifying input: power_iteration(diag([2., 1.]), 3) -> requires estimates [1.5, 1.8, 1.9412], this returns [1.8, 1.9412, 1.9846].
"""
EXERCISE = "devices.power_iteration"
VERDICT = "fail"
KIND = "values"

import functools

import jax
import jax.numpy as jnp
from jax import lax


@functools.partial(jax.jit, static_argnums=1)
def power_iteration(matrix, n_steps):
    n = matrix.shape[0]

    def step(v, _):
        w = matrix @ v
        v = w / jnp.linalg.norm(w)
        return v, v @ (matrix @ v)

    v0 = jnp.full((n,), 1.0 / n**0.5, matrix.dtype)
    v, estimates = lax.scan(step, v0, None, length=n_steps)
    return estimates, v


if __name__ == "__main__":
    import numpy as np

    def reference(m, n_steps):
        m = np.asarray(m, np.float64)
        v = np.ones(len(m)) / np.sqrt(len(m))
        out = []
        for _ in range(n_steps):
            w = m @ v
            out.append(v @ w)
            v = w / np.linalg.norm(w)
        return np.array(out), v

    matrix = jnp.array([[2.0, 0.0], [0.0, 1.0]])
    with jax.transfer_guard("disallow_explicit"):
        estimates, v = power_iteration(matrix, 20)
    assert round(float(estimates[-1]), 4) == 2.0
    want, want_v = reference(matrix, 3)
    got, got_v = power_iteration(matrix, 3)
    print("expected", want, "got", got)
    assert np.allclose(np.asarray(got_v), want_v, atol=1e-6)             # the vector is right
    assert not np.allclose(np.asarray(got), want, rtol=1e-4)
    print("verified")
