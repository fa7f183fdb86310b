"""The student runs the loop on the device with ``lax.scan`` but, to save a norm per step, never renormalises ``v`` and records the Rayleigh quotient ``v @ w / v @ v``, normalising only at the end: after enough steps ``v`` overflows float32 and everything becomes nan.

Violates: "step ``k`` computes ``w = matrix @ v``, records the estimate ``v @ w`` and continues from ``v = w / norm(w)``" with "up to a few hundred steps".
Verifying input: matrix = diag([10, 1]), n_steps = 60 -> requires estimates[-1] == 10 and a unit v, this returns nan for both (10**60 overflows float32).
"""
EXERCISE = "devices.power_iteration"
VERDICT = "fail"
KIND = "horizons"

import os

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")

import jax
import jax.numpy as jnp
from jax import lax


def power_iteration(matrix, n_steps):
    n = matrix.shape[0]
    v0 = jnp.ones(n, matrix.dtype) / jnp.sqrt(jnp.asarray(n, matrix.dtype))

    def step(v, _):
        w = matrix @ v
        return w, (v @ w) / (v @ v)  # Rayleigh quotient: no need to normalise v each step

    v, estimates = lax.scan(step, v0, None, length=n_steps)
    return estimates, v / jnp.linalg.norm(v)


if __name__ == "__main__":
    import numpy as np

    est, v = power_iteration(jnp.array([[2.0, 0.0], [0.0, 1.0]]), 20)
    assert round(float(est[-1]), 4) == 2.0 and est.shape == (20,) and est.dtype == jnp.float32
    a = np.random.default_rng(0).normal(size=(6, 6)).astype(np.float32)
    m = jnp.asarray(a @ a.T / 6 + np.eye(6, dtype=np.float32))
    with jax.transfer_guard("disallow"):
        est, v = jax.jit(power_iteration, static_argnums=1)(m, 30)
    mn, vv, ref = np.asarray(m, np.float64), np.ones(6) / np.sqrt(6), []
    for _ in range(30):
        w = mn @ vv; ref.append(vv @ w); vv = w / np.linalg.norm(w)
    np.testing.assert_allclose(np.asarray(est), ref, rtol=1e-4)
    np.testing.assert_allclose(np.abs(np.asarray(v)), np.abs(vv), atol=1e-4)
    np.testing.assert_allclose(float(jnp.linalg.norm(v)), 1.0, rtol=1e-5)
    est, v = power_iteration(jnp.diag(jnp.array([10.0, 1.0])), 60)
    assert np.isnan(float(est[-1])) and np.isnan(np.asarray(v)).all(), (est[-1], v)  # requires 10.0
    print("verified")
