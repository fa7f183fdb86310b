"""Starts Newton's iteration from y = 1 instead of y = a; every later step coincides, but n_iters = 0 returns 1 instead of a.

Violates: "Start from ``y = a``" / "``a`` itself when ``n_iters == 0``."
Verifying input: a = jnp.float32(9.0), n_iters = 0 -> the docstring requires 9.0, this returns 1.0.
"""
EXERCISE = "control_flow.newton_sqrt"
VERDICT = "fail"
KIND = "horizons"

import jax
import jax.numpy as jnp
from jax import lax


def newton_sqrt(a: jax.Array, n_iters: int) -> jax.Array:
    a = jnp.asarray(a)
    a = a.astype(jnp.result_type(a, 1.0))
    y0 = jnp.ones_like(a)  # a safe starting guess for any a > 0
    return lax.fori_loop(0, n_iters, lambda i, y: (y + a / y) / 2, y0)


if __name__ == "__main__":
    import numpy as np

    assert float(newton_sqrt(jnp.float32(9.0), 6)) == 3.0
    jf = jax.jit(newton_sqrt)
    rng = np.random.default_rng(0)
    a = rng.uniform(0.1, 100, (5,)).astype(np.float32)
    for n in (1, 2, 3, 7):
        y = a.copy()
        for _ in range(n):
            y = (y + a / y) / np.float32(2)
        np.testing.assert_allclose(np.asarray(jf(jnp.asarray(a), n)), y, rtol=1e-6)
    assert newton_sqrt(jnp.ones(2, jnp.float16) * 4, 3).dtype == jnp.float16
    out = float(jf(jnp.float32(9.0), 0))
    assert out == 1.0, out  # contract: 9.0
    print("verified")
