"""The student converts the result with float(...), so a Python float comes back instead of a float32 scalar array.

Violates: "Returns: A float32 scalar."
Verifying input: income = 25_000.0 -> the docstring requires a float32 scalar (a 0-d float32 array); this returns the Python float 0.2 (a float64 value, no dtype float32).
"""
EXERCISE = "grad.marginal_rate"
VERDICT = "fail"
KIND = "returns"

import jax
import jax.numpy as jnp


def marginal_rate(income: float) -> jax.Array:
    return float(jax.grad(tax)(float(income)))


if __name__ == "__main__":
    if "tax" not in globals():
        def tax(income):
            if income <= 10_000.0:
                return 0.0 * income
            if income <= 40_000.0:
                return 0.2 * (income - 10_000.0)
            return 6_000.0 + 0.4 * (income - 40_000.0)
    assert [round(float(marginal_rate(v)), 4) for v in (5_000.0, 40_000.0, 40_001.0)] == [0.0, 0.2, 0.4]
    r = marginal_rate(25_000.0)
    assert type(r) is float and not hasattr(r, "dtype")
    print("verified")
