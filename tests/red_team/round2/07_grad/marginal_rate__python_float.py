"""Converts the JAX gradient with float(...) before returning: the caller gets a Python float, not a float32 scalar array.

Violates: "Returns: A float32 scalar."
Verifying input: income = 25_000.0 -> the docstring requires a float32 0-d array equal to 0.2, this returns the Python float 0.2 (no dtype).
"""
EXERCISE = "grad.marginal_rate"
VERDICT = "fail"
KIND = "returns"

import jax
import jax.numpy as jnp


def marginal_rate(income: float) -> jax.Array:
    return float(jax.grad(tax)(jnp.float32(income)))


if __name__ == "__main__":
    import numpy as np

    def tax(income):  # the module's given function, copied for this standalone check
        if income <= 10_000.0:
            return 0.0 * income
        if income <= 40_000.0:
            return 0.2 * (income - 10_000.0)
        return 6_000.0 + 0.4 * (income - 40_000.0)

    assert [round(float(marginal_rate(v)), 4) for v in (5_000.0, 40_000.0, 40_001.0)] == [0.0, 0.2, 0.4]
    for v, want in ((10_000.0, 0.0), (np.float32(10_000.5), 0.2), (jnp.float32(39_999.0), 0.2), (1e7, 0.4), (0.0, 0.0)):
        assert abs(float(marginal_rate(v)) - want) < 1e-6, v
    r = marginal_rate(25_000.0)
    print(type(r))
    assert not hasattr(r, "dtype")
    print("verified")
