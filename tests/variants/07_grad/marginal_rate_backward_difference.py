"""The student takes a backward finite difference of tax with h = 1 (which picks the lower rate at boundaries) instead of letting JAX differentiate tax."""
EXERCISE = "grad.marginal_rate"
VERDICT = "fail"
MESSAGE = 'and the answer did not follow it'

import jax
import jax.numpy as jnp


def marginal_rate(income: float) -> jax.Array:
    income = float(income)
    h = 1.0
    return jnp.float32((tax(income) - tax(income - h)) / h)
