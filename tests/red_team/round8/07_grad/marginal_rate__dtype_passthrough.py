"""The student returns ``jax.grad(tax)(income)`` as it comes, so a float16 or bfloat16 income gives a gradient in that dtype instead of float32.

Violates: "income: one income, a Python float or a float scalar (NumPy or JAX)." / "Returns: A float32 scalar."
Verifying input: marginal_rate(np.float16(20000.0)).dtype must be float32 (value 0.2); this returns float16.
"""
EXERCISE = "grad.marginal_rate"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np


def tax(income: float) -> jax.Array:
    if income <= 10_000.0:
        return 0.0 * income
    if income <= 40_000.0:
        return 0.2 * (income - 10_000.0)
    return 6_000.0 + 0.4 * (income - 40_000.0)


def marginal_rate(income: float) -> jax.Array:
    return jax.grad(tax)(income)


if __name__ == "__main__":
    assert [round(float(marginal_rate(v)), 4) for v in (5_000.0, 40_000.0, 40_001.0)] == [0.0, 0.2, 0.4]
    assert marginal_rate(20_000.0).dtype == jnp.float32
    assert marginal_rate(np.float64(50_000.0)).dtype == jnp.float32
    got = marginal_rate(np.float16(20000.0))
    print("value", float(got), "dtype", got.dtype)
    assert got.dtype == jnp.float16
    print("flaw shown")
