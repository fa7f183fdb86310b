"""Records norm(matrix @ v) as the estimate instead of v @ w; both tend to the top eigenvalue, but the recorded early estimates differ from the specified ones.

Violates: "step ``k`` computes ``w = matrix @ v``, records the estimate ``v @ w``"
Verifying input: power_iteration(diag([2., 1.]), 3) -> requires estimates[0] = 1.5 (v = [1, 1] / sqrt 2), this returns sqrt(2.5) = 1.5811.
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

    def step(v, _):
        w = matrix @ v
        norm = jnp.linalg.norm(w)
        return w / norm, norm

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
    assert round(float(estimates[-1]), 4) == 2.0                        # converges, no transfers
    want, _ = reference(matrix, 3)
    got, _ = power_iteration(matrix, 3)
    print("expected", want, "got", got)
    assert not np.allclose(np.asarray(got), want, rtol=1e-4)
    print("verified")
