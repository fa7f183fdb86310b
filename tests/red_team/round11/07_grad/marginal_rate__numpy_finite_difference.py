"""Python floats and JAX arrays go through ``jax.grad(tax)``, but NumPy inputs (NumPy scalars
and 0-d NumPy arrays) are handled "on the host": a central finite difference of ``tax`` in
float64, returned as a NumPy float64. Inside a bracket the slope is right to many digits, so a
check away from the boundaries passes; at a bracket boundary the difference straddles both
branches and gives the average of the two rates, not the rate of the branch ``tax`` takes.

Violates: "At a bracket boundary (``10_000.0``, ``40_000.0``) the rate is that of the branch ``tax`` takes there, the lower one ... income: a Python float, a NumPy float scalar or a 0-d float array (NumPy or JAX). ... Returns: A float32 scalar."
Verifying input: marginal_rate(np.float64(40_000.0)) must be 0.2 (float32); this returns about 0.3 (0.2999999988) as a NumPy float64 (marginal_rate(40_000.0) is 0.2).
"""
EXERCISE = "grad.marginal_rate"
VERDICT = "fail"
KIND = "numpy_inputs"

import jax
import jax.numpy as jnp
import numpy as np


def _tax(income):
    # the module's given ``tax``, copied so that this file stands alone
    if income <= 10_000.0:
        return 0.0 * income
    if income <= 40_000.0:
        return 0.2 * (income - 10_000.0)
    return 6_000.0 + 0.4 * (income - 40_000.0)


def marginal_rate(income: float) -> jax.Array:
    if isinstance(income, (np.ndarray, np.generic)):
        x = float(income)
        h = 1e-3
        return np.float64((_tax(x + h) - _tax(x - h)) / (2 * h))
    return jax.grad(_tax)(jnp.asarray(income, jnp.float32))


if __name__ == "__main__":
    assert [round(float(marginal_rate(v)), 4) for v in (5_000.0, 40_000.0, 40_001.0)] == [0.0, 0.2, 0.4]
    assert round(float(marginal_rate(np.float64(25_000.0))), 4) == 0.2   # inside a bracket: fine
    got = marginal_rate(np.float64(40_000.0))
    assert abs(float(got) - 0.3) < 1e-6 and got.dtype == np.float64
    assert round(float(marginal_rate(jnp.float32(40_000.0))), 4) == 0.2
    print("flaw shown: marginal_rate(np.float64(40000.0)) =", got)
