"""Right values, but builds the whole (m, n) Jacobian first."""
EXERCISE = "autodiff_control.directional_derivatives"
VERDICT = "fail"
MESSAGE = "builds the whole (m, n) Jacobian"

import jax


def directional_derivatives(f, x, directions):
    return directions @ jax.jacfwd(f)(x).T
