"""Alternative: x minus its stopped copy is 0 with gradient 1; add the rounded value."""
EXERCISE = "autodiff_control.straight_through_round"
VERDICT = "pass"

import jax
import jax.numpy as jnp


def straight_through_round(x):
    x = jnp.asarray(x)
    return jnp.round(x) + (x - jax.lax.stop_gradient(x))
