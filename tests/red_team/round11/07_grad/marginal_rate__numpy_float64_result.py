"""The rate is computed by ``jax.grad(tax)`` for every input, but when the income came in as
NumPy (a NumPy scalar or 0-d array) the result is handed back in the caller's "host" type: a
NumPy float64 made with ``np.float64(...)``. Values are right everywhere (boundaries included),
and Python-float and JAX inputs give float32 JAX scalars, so the docstring's example passes; a
NumPy income gets a float64 NumPy scalar instead of the promised float32.

Violates: "income: a Python float, a NumPy float scalar or a 0-d float array (NumPy or JAX). ... Returns: A float32 scalar."
Verifying input: marginal_rate(np.float32(5_000.0)) must have dtype float32; this returns np.float64(0.0) (dtype float64).
"""
EXERCISE = "grad.marginal_rate"
VERDICT = "fail"
KIND = "numpy_inputs"

import jax
import jax.numpy as jnp
import numpy as np


def _tax(income):
    if income <= 10_000.0:
        return 0.0 * income
    if income <= 40_000.0:
        return 0.2 * (income - 10_000.0)
    return 6_000.0 + 0.4 * (income - 40_000.0)


def marginal_rate(income: float) -> jax.Array:
    rate = jax.grad(_tax)(jnp.asarray(income, jnp.float32))
    if isinstance(income, (np.ndarray, np.generic)):
        return np.float64(rate)
    return rate


if __name__ == "__main__":
    assert [round(float(marginal_rate(v)), 4) for v in (5_000.0, 40_000.0, 40_001.0)] == [0.0, 0.2, 0.4]
    assert marginal_rate(5_000.0).dtype == jnp.float32
    assert marginal_rate(jnp.array(40_000.0)).dtype == jnp.float32
    got = marginal_rate(np.float32(5_000.0))
    assert got.dtype == np.float64 and not isinstance(got, jax.Array)
    got0d = marginal_rate(np.array(40_001.0))
    assert got0d.dtype == np.float64 and round(float(got0d), 4) == 0.4
    print("flaw shown: NumPy income gives", type(got).__name__, got.dtype)
