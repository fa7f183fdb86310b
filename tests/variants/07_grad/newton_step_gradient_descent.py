"""Takes a plain gradient step, no Hessian."""
EXERCISE = "grad.newton_step"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax


def newton_step(f, x):
    return x - jax.grad(f)(x)
