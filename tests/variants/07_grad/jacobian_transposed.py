"""Returns (inputs, outputs) instead of (outputs, inputs)."""
EXERCISE = "grad.jacobian"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax


def jacobian(f, x):
    return jax.jacrev(f)(x).T
