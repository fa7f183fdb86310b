"""A central difference of tax in float64: right inside a bracket, but at a boundary it averages the two rates."""
EXERCISE = "grad.marginal_rate"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax.numpy as jnp


def tax(income):
    if income <= 10_000.0:
        return 0.0 * income
    if income <= 40_000.0:
        return 0.2 * (income - 10_000.0)
    return 6_000.0 + 0.4 * (income - 40_000.0)


def marginal_rate(income):
    v, h = float(income), 1.0
    return jnp.float32((tax(v + h) - tax(v - h)) / (2 * h))
