"""The student takes a backward finite difference of tax with h = 1 (which picks the lower rate at boundaries) instead of letting JAX differentiate tax.

Violates: "The marginal tax rate ``d tax / d income`` at one income, computed by JAX from ``tax``."
Verifying input: income=40_000.5 -> requires 0.4 (the branch above 40,000), this returns 0.3.
"""
EXERCISE = "grad.marginal_rate"
VERDICT = "fail"
KIND = "algorithm"

import jax
import jax.numpy as jnp


def marginal_rate(income: float) -> jax.Array:
    income = float(income)
    h = 1.0
    return jnp.float32((tax(income) - tax(income - h)) / h)


if __name__ == "__main__":
    def tax(income):
        if income <= 10_000.0:
            return 0.0 * income
        if income <= 40_000.0:
            return 0.2 * (income - 10_000.0)
        return 6_000.0 + 0.4 * (income - 40_000.0)

    import numpy as np
    assert [round(float(marginal_rate(v)), 4) for v in (5_000.0, 40_000.0, 40_001.0)] == [0.0, 0.2, 0.4]
    for v, r in ((0.0, 0.0), (10_000.0, 0.0), (25_000.0, 0.2), (np.float32(12_345.0), 0.2), (jnp.float32(1e6), 0.4)):
        out = marginal_rate(v)
        assert out.dtype == jnp.float32 and out.shape == () and abs(float(out) - r) < 1e-6, (v, out)
    assert abs(float(jax.grad(tax)(40_000.5)) - 0.4) < 1e-6
    assert abs(float(marginal_rate(40_000.5)) - 0.3) < 1e-4  # the breach
    print("verified")
