"""Alternative: linearize once, then lax.map over the directions (a loop the jaxpr holds once)."""
EXERCISE = "autodiff_control.directional_derivatives"
VERDICT = "pass"

import jax
from jax import lax


def directional_derivatives(f, x, directions):
    push = jax.linearize(f, x)[1]
    return lax.map(push, directions)
