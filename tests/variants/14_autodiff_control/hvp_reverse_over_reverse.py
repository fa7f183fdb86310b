"""Alternative: reverse over reverse, the gradient of <grad f(x), v>; no Hessian either."""
EXERCISE = "autodiff_control.hvp"
VERDICT = "pass"

import jax
import jax.numpy as jnp


def hvp(f, x, v):
    return jax.grad(lambda p: jnp.vdot(jax.grad(f)(p), v))(x)
