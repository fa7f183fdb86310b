"""Runs a fixed 32-step scan and masks steps past n_iters, assuming Newton always converges by then; more than 32 requested steps are silently dropped.

Violates: "Approximate ``sqrt(a)`` with ``n_iters`` steps of Newton's method" ("then ``n_iters`` times replace ``y``").
Verifying input: a = jnp.float32(1e20), n_iters = 60 -> the docstring requires 60 steps (about 1e10, converged), this does 32 steps (about 2.3e10).
"""
EXERCISE = "control_flow.newton_sqrt"
VERDICT = "fail"
KIND = "horizons"

import jax
import jax.numpy as jnp
from jax import lax

_NS_CAP_STEPS = 32  # quadratic convergence: 32 steps are more than enough


def newton_sqrt(a: jax.Array, n_iters: int) -> jax.Array:
    a = jnp.asarray(a)
    a = a.astype(jnp.result_type(a, 1.0))

    def step(y, i):
        return jnp.where(i < n_iters, (y + a / y) / 2, y), None

    y, _ = lax.scan(step, a, jnp.arange(_NS_CAP_STEPS))
    return y


if __name__ == "__main__":
    import numpy as np

    assert float(newton_sqrt(jnp.float32(9.0), 6)) == 3.0
    jf = jax.jit(newton_sqrt)
    assert float(jf(jnp.float32(9.0), 0)) == 9.0
    rng = np.random.default_rng(0)
    a = rng.uniform(0.01, 1000, (6,)).astype(np.float32)
    for n in (0, 1, 5, 20, 40):
        y = a.copy()
        for _ in range(n):
            y = (y + a / y) / np.float32(2)
        np.testing.assert_allclose(np.asarray(jf(jnp.asarray(a), n)), y, rtol=1e-6)
    assert jf(jnp.ones(2, jnp.float16), 3).dtype == jnp.float16
    big = np.float32(1e20)
    y = big
    for _ in range(60):
        y = (y + big / y) / np.float32(2)
    got = float(jf(jnp.float32(1e20), 60))
    assert abs(float(y) - 1e10) / 1e10 < 1e-5
    assert got > 2e10, got  # contract: about 1e10
    print("verified")
