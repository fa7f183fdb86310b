"""Correct: the whole function is jitted (``n_steps`` static); a ``lax.fori_loop`` fills a preallocated estimates buffer with ``.at[k].set``.

Violates: nothing (correct solution).
Verifying input: diagonal and random SPD matrices, 1..300 steps, under transfer_guard("disallow") and jax.jit -> matches a NumPy float64 power iteration.
"""
EXERCISE = "devices.power_iteration"
VERDICT = "pass"
KIND = "style"

import functools

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax


@functools.partial(jax.jit, static_argnums=1)
def power_iteration(matrix, n_steps):
    n = matrix.shape[0]
    v = jnp.full((n,), 1.0 / np.sqrt(n), dtype=jnp.float32)
    estimates = jnp.zeros((n_steps,), jnp.float32)

    def body(k, carry):
        v, estimates = carry
        w = jnp.dot(matrix, v, precision=lax.Precision.HIGHEST)
        estimates = estimates.at[k].set(jnp.dot(v, w, precision=lax.Precision.HIGHEST))
        return w / jnp.sqrt(jnp.sum(w * w)), estimates

    v, estimates = lax.fori_loop(0, n_steps, body, (v, estimates))
    return estimates, v


def _pifl_reference(m, n_steps):
    m = np.asarray(m, np.float64)
    v = np.ones(m.shape[0]) / np.sqrt(m.shape[0])
    est = []
    for _ in range(n_steps):
        w = m @ v
        est.append(v @ w)
        v = w / np.linalg.norm(w)
    return np.array(est), v


if __name__ == "__main__":
    estimates, v = power_iteration(jnp.array([[2.0, 0.0], [0.0, 1.0]]), 20)
    assert round(float(estimates[-1]), 4) == 2.0
    rng = np.random.default_rng(3)
    mats = [np.diag([2.0, 1.0]), np.array([[5.0]])]
    for n in (3, 8):
        a = rng.normal(size=(n, n))
        mats.append(a @ a.T + n * np.eye(n))
    jitted = jax.jit(power_iteration, static_argnums=1)
    for m in mats:
        mj = jnp.asarray(m, jnp.float32)
        for n_steps in (1, 7, 300):
            with jax.transfer_guard("disallow"):
                est, v = power_iteration(mj, n_steps)
                est2, _ = jitted(mj, n_steps)
            ref_est, ref_v = _pifl_reference(m, n_steps)
            assert est.shape == (n_steps,) and est.dtype == jnp.float32 and v.shape == (m.shape[0],)
            assert np.allclose(est, ref_est, rtol=1e-4) and np.allclose(est2, ref_est, rtol=1e-4)
            assert np.allclose(v, ref_v, atol=1e-4)
    print("verified")
