"""Compiles the derivative with jax.jit: tax's Python if then meets a tracer without a value and fails."""
EXERCISE = "grad.marginal_rate"
VERDICT = "fail"
MESSAGE = "it uses a traced array in a Python `if`"

import jax


def tax(income):
    if income <= 10_000.0:
        return 0.0 * income
    if income <= 40_000.0:
        return 0.2 * (income - 10_000.0)
    return 6_000.0 + 0.4 * (income - 40_000.0)


@jax.jit
def marginal_rate(income):
    return jax.grad(tax)(income)
