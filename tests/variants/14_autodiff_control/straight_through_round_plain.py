"""Plain rounding: the gradient is 0 everywhere, nothing before it learns."""
EXERCISE = "autodiff_control.straight_through_round"
VERDICT = "fail"
MESSAGE = "no gradient gets through"

import jax.numpy as jnp


def straight_through_round(x):
    return jnp.round(x)
