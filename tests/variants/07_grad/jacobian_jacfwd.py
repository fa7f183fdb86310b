"""Alternative: forward mode."""
EXERCISE = "grad.jacobian"
VERDICT = "pass"

import jax


def jacobian(f, x):
    return jax.jacfwd(f)(x)
