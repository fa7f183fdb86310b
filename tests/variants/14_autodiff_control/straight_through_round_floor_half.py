"""Rounds with floor(x + 0.5): ties go up (2.5 -> 3), not to the even neighbour."""
EXERCISE = "autodiff_control.straight_through_round"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax
import jax.numpy as jnp


def straight_through_round(x):
    return x + jax.lax.stop_gradient(jnp.floor(x + 0.5) - x)
