"""The student returns ``jax.grad(tax)(income)`` as is, so a NumPy float16 income gives a float16 rate instead of float32.

Violates: "income: one income, a Python float or a float scalar (NumPy or JAX)." / "Returns: A float32 scalar."
Verifying input: marginal_rate(np.float16(20000.0)) must be a float32 0.2; this is float16.
"""
EXERCISE = "grad.marginal_rate"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np



def tax(income):
    if income <= 10_000.0:
        return 0.0 * income
    if income <= 40_000.0:
        return 0.2 * (income - 10_000.0)
    return 6_000.0 + 0.4 * (income - 40_000.0)


def marginal_rate(income):
    return jax.grad(tax)(income)


if __name__ == "__main__":
    r = marginal_rate(np.float16(20000.0))
    assert jnp.asarray(r).dtype != jnp.float32
    for v, want in ((5_000.0, 0.0), (10_000.0, 0.0), (40_000.0, 0.2), (40_001.0, 0.4), (np.float32(25_000.0), 0.2),
                    (jnp.float32(1e6), 0.4), (np.float64(40_000.0), 0.2)):
        r = marginal_rate(v)
        assert jnp.asarray(r).dtype == jnp.float32 and round(float(r), 4) == want, (v, r)
    print("verified")
