"""The student moves the loop into one jitted lax.scan but keeps "watching it converge" with jax.debug.print, a host callback that copies every step's estimate from the device to the host for printing, so the hot loop still leaves the device once per step.

Violates: "Estimate the largest eigenvalue of a symmetric matrix, without leaving the device." / "a call must make no host<->device transfer at all"
Verifying input: matrix = [[2, 1], [1, 3]], n_steps = 15, under jax.transfer_guard("disallow") -> requires no transfer at all, this ships 15 estimates to the host (15 printed lines) while the guard stays silent.
"""
EXERCISE = "devices.power_iteration"
VERDICT = "fail"
KIND = "beyond"

import jax
import jax.numpy as jnp
from jax import lax


def power_iteration(matrix, n_steps):
    def run(matrix):
        n = matrix.shape[0]
        v0 = jnp.ones(n, matrix.dtype) / jnp.sqrt(jnp.asarray(n, matrix.dtype))

        def step(v, i):
            w = matrix @ v
            estimate = v @ w
            jax.debug.print("step {i}: estimate {e:.4f}", i=i, e=estimate)   # watch it converge
            return w / jnp.linalg.norm(w), estimate

        v, estimates = lax.scan(step, v0, jnp.arange(n_steps))
        return estimates, v

    return jax.jit(run)(matrix)


if __name__ == "__main__":
    import contextlib
    import functools
    import io
    import numpy as np

    def ref(m, n_steps):
        m = np.asarray(m, np.float64)
        v = np.ones(len(m)) / np.sqrt(len(m))
        est = []
        for _ in range(n_steps):
            w = m @ v
            est.append(v @ w)
            v = w / np.linalg.norm(w)
        return np.array(est), v

    rng = np.random.default_rng(0)
    a = rng.normal(size=(6, 6))
    spd = (a @ a.T + 6 * np.eye(6)).astype(np.float32)
    jitted = jax.jit(power_iteration, static_argnums=1)
    silent = io.StringIO()
    with contextlib.redirect_stdout(silent):
        est, v = power_iteration(jnp.array([[2.0, 0.0], [0.0, 1.0]]), 20)
        assert round(float(est[-1]), 4) == 2.0
        for f in (power_iteration, jitted):
            est, v = f(jnp.asarray(spd), 200)
            jax.block_until_ready(est)
            r_est, r_v = ref(spd, 200)
            np.testing.assert_allclose(est, r_est, rtol=1e-4)
            np.testing.assert_allclose(v, r_v, atol=1e-4)
            assert est.dtype == jnp.float32 and est.shape == (200,) and v.shape == (6,)
        m = jnp.asarray(spd)
        with jax.transfer_guard("disallow"):               # the guard finds nothing to complain about
            est, v = jitted(m, 300)
            jax.block_until_ready(est)
    print("ordinary inputs OK; the guard raised nothing")

    # The breach: every step sends its estimate to the host.
    out = io.StringIO()
    m2 = jnp.array([[2.0, 1.0], [1.0, 3.0]])
    with contextlib.redirect_stdout(out), jax.transfer_guard("disallow"):
        est, v = power_iteration(m2, 15)
        jax.block_until_ready(est)
        jax.effects_barrier()
    lines = out.getvalue().splitlines()
    print(len(lines), "values copied to the host and printed, e.g.:", lines[-1])
    assert len(lines) == 15
    print("verified")
