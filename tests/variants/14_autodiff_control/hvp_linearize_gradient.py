"""Alternative: linearise the gradient function at x, then apply the linear map to v."""
EXERCISE = "autodiff_control.hvp"
VERDICT = "pass"

import jax


def hvp(f, x, v):
    _, hessian_times = jax.linearize(jax.grad(f), x)
    return hessian_times(v)
