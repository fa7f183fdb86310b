"""Alternative: value_and_grad on tax, keeping only the slope."""
EXERCISE = "grad.marginal_rate"
VERDICT = "pass"

import jax
import jax.numpy as jnp


def tax(income):
    if income <= 10_000.0:
        return 0.0 * income
    if income <= 40_000.0:
        return 0.2 * (income - 10_000.0)
    return 6_000.0 + 0.4 * (income - 40_000.0)


def marginal_rate(income):
    _, rate = jax.value_and_grad(tax)(jnp.asarray(income, jnp.float32))
    return rate
