"""A central difference of tax in float64: right inside a bracket, but at a boundary it averages the two rates."""
EXERCISE = "grad.marginal_rate"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax.numpy as jnp


# `tax` is the module's own (the variant is appended to it).


def marginal_rate(income):
    v, h = float(income), 1.0
    return jnp.float32((tax(v + h) - tax(v - h)) / (2 * h))
