"""The student hard-codes the bracket rates instead of differentiating tax, so the result does not follow tax at all.

Violates: "The marginal tax rate d tax / d income at one income, computed by JAX from tax" / "tax is used as given".
Verifying input: the module's tax replaced by a flat 30% tax, income 25_000.0 -> the docstring requires d tax / d income = 0.3; this returns 0.2.
"""
EXERCISE = "grad.marginal_rate"
VERDICT = "fail"
KIND = "algorithm"

import jax
import jax.numpy as jnp


def marginal_rate(income: float) -> jax.Array:
    i = jnp.float32(income)
    return jnp.where(i <= 10_000.0, 0.0, jnp.where(i <= 40_000.0, 0.2, 0.4)).astype(jnp.float32)


if __name__ == "__main__":
    if "tax" not in globals():
        def tax(income):
            if income <= 10_000.0:
                return 0.0 * income
            if income <= 40_000.0:
                return 0.2 * (income - 10_000.0)
            return 6_000.0 + 0.4 * (income - 40_000.0)
    for v in (5_000.0, 10_000.0, 10_000.5, 25_000.0, 40_000.0, 40_001.0, 1e6):
        assert abs(float(marginal_rate(v)) - float(jax.grad(tax)(v))) < 1e-6
    assert [round(float(marginal_rate(v)), 4) for v in (5_000.0, 40_000.0, 40_001.0)] == [0.0, 0.2, 0.4]
    def tax(income):      # a different tax: the rate must follow it
        return 0.3 * income
    assert round(float(jax.grad(tax)(25_000.0)), 4) == 0.3
    assert round(float(marginal_rate(25_000.0)), 4) == 0.2
    print("verified")
