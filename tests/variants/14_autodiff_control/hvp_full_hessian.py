"""Right values, but builds the whole (n, n) Hessian to multiply it by one vector."""
EXERCISE = "autodiff_control.hvp"
VERDICT = "fail"
MESSAGE = "builds the whole (n, n) Hessian: the jaxpr of hvp(f=log_cosh_coupled"

import jax


def hvp(f, x, v):
    return jax.hessian(f)(x) @ v
