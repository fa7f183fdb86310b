"""Multiplies the gradient by v elementwise: a first derivative, not the Hessian's action."""
EXERCISE = "autodiff_control.hvp"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax


def hvp(f, x, v):
    return jax.grad(f)(x) * v
