"""The student moved the loop into a jitted `lax.scan` (no transfers, no prints) but records `norm(w)` as each step's eigenvalue estimate instead of the Rayleigh quotient `v @ w`; both converge to the largest eigenvalue, but the per-step estimates differ.

Violates: "step ``k`` computes ``w = matrix @ v``, records the estimate ``v @ w`` and continues from ``v = w / norm(w)``."
Verifying input: matrix [[2, 1], [1, 3]], n_steps 3 -> requires estimates[0] = v0 @ (A v0) = 3.5, this returns norm(A v0) = 3.5355.
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

    def step(v, _):
        w = matrix @ v
        norm = jnp.linalg.norm(w)
        return w / norm, norm            # |A v| -> largest eigenvalue

    v, estimates = lax.scan(step, v0, None, length=n_steps)
    return estimates, v


if __name__ == "__main__":
    import numpy as np

    def reference(m, n_steps):
        m = np.asarray(m, np.float64)
        v = np.ones(len(m)) / np.sqrt(len(m))
        est = []
        for _ in range(n_steps):
            w = m @ v
            est.append(v @ w)
            v = w / np.linalg.norm(w)
        return np.array(est), v

    estimates, v = power_iteration(jnp.array([[2.0, 0.0], [0.0, 1.0]]), 20)
    assert round(float(estimates[-1]), 4) == 2.0
    rng = np.random.default_rng(0)
    a = rng.normal(size=(6, 6)).astype(np.float32)
    spd = jnp.asarray(a @ a.T + 6 * np.eye(6, dtype=np.float32))
    with jax.transfer_guard("disallow"):
        est, v = power_iteration(spd, 300)
    ref_est, ref_v = reference(spd, 300)
    assert est.shape == (300,) and est.dtype == jnp.float32 and v.shape == (6,)
    np.testing.assert_allclose(est[-1], ref_est[-1], rtol=1e-5)       # converged value right
    np.testing.assert_allclose(np.abs(v), np.abs(ref_v), atol=1e-4)

    # the flaw: early estimates are |A v|, not v @ A v
    m = jnp.array([[2.0, 1.0], [1.0, 3.0]])
    est, _ = power_iteration(m, 3)
    ref_est, _ = reference(m, 3)
    print("required", ref_est.round(4), "got", np.asarray(est).round(4))
    assert abs(ref_est[0] - 3.5) < 1e-6 and abs(float(est[0]) - 3.5355) < 1e-3
    print("verified")
