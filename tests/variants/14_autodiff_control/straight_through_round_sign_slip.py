"""The correction with the wrong sign: the value is 2x - round(x)."""
EXERCISE = "autodiff_control.straight_through_round"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax
import jax.numpy as jnp


def straight_through_round(x):
    return x - jax.lax.stop_gradient(jnp.round(x) - x)
