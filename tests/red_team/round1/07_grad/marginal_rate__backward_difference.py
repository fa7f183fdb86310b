"""The student uses a backward difference (tax(i) - tax(i - 1)) / 1 instead of JAX's derivative: exact inside a bracket and at the boundaries, wrong within 1 of a boundary above it.

Violates: "The marginal tax rate d tax / d income at one income, computed by JAX from tax".
Verifying input: income = 40_000.5 -> the docstring requires 0.4 (tax takes the top branch there); this returns 0.3.
"""
EXERCISE = "grad.marginal_rate"
VERDICT = "fail"
KIND = "algorithm"

import jax
import jax.numpy as jnp


def marginal_rate(income: float) -> jax.Array:
    i = float(income)
    return jnp.float32(tax(i) - tax(i - 1.0))


if __name__ == "__main__":
    if "tax" not in globals():
        def tax(income):
            if income <= 10_000.0:
                return 0.0 * income
            if income <= 40_000.0:
                return 0.2 * (income - 10_000.0)
            return 6_000.0 + 0.4 * (income - 40_000.0)
    assert [round(float(marginal_rate(v)), 4) for v in (5_000.0, 40_000.0, 40_001.0)] == [0.0, 0.2, 0.4]
    assert round(float(marginal_rate(10_000.0)), 4) == 0.0 and round(float(marginal_rate(25_000.0)), 4) == 0.2
    assert marginal_rate(25_000.0).dtype == jnp.float32
    assert round(float(jax.grad(tax)(40_000.5)), 4) == 0.4
    assert round(float(marginal_rate(40_000.5)), 4) == 0.3
    print("verified")
