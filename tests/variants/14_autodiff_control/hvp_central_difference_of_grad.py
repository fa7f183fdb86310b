"""The student approximates the directional derivative of the gradient by a central finite difference ``(grad f(x + eps v) - grad f(x - eps v)) / (2 eps)`` instead of differentiating it (``jvp`` of ``grad``): no Hessian is built and ordinary inputs look right, but it is not ``H v``."""
EXERCISE = "autodiff_control.hvp"
VERDICT = "fail"
MESSAGE = 'wrong values'

import jax
import jax.numpy as jnp


def hvp(f, x, v):
    eps = 1e-3
    g = jax.grad(f)
    return (g(x + eps * v) - g(x - eps * v)) / (2 * eps)
