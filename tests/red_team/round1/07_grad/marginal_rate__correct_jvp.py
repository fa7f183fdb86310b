"""Correct: forward mode, jax.jvp of tax with a unit tangent, on the income as a float32 scalar."""
EXERCISE = "grad.marginal_rate"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp


def marginal_rate(income: float) -> jax.Array:
    x = jnp.asarray(income, dtype=jnp.float32)
    _, slope = jax.jvp(tax, (x,), (jnp.ones_like(x),))
    return jnp.asarray(slope, dtype=jnp.float32)


if __name__ == "__main__":
    import numpy as np
    if "tax" not in globals():
        def tax(income):
            if income <= 10_000.0:
                return 0.0 * income
            if income <= 40_000.0:
                return 0.2 * (income - 10_000.0)
            return 6_000.0 + 0.4 * (income - 40_000.0)
    assert [round(float(marginal_rate(v)), 4) for v in (5_000.0, 40_000.0, 40_001.0)] == [0.0, 0.2, 0.4]
    def _ref(v):
        return 0.0 if v <= 10_000 else (0.2 if v <= 40_000 else 0.4)
    for v in (0.0, 5_000.0, 10_000.0, 10_001.0, 25_000.0, 40_000.0, 40_000.5, 40_001.0, 1e6):
        for arg in (v, np.float32(v), np.float64(v), jnp.float32(v)):
            r = marginal_rate(arg)
            assert isinstance(r, jax.Array) and r.shape == () and r.dtype == jnp.float32
            assert abs(float(r) - _ref(v)) < 1e-6, (v, arg, r)
    print("verified")
