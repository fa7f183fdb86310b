"""Alternative: the second derivative as jax.hessian of a scalar function (a 0-d "matrix")."""
EXERCISE = "grad.curvature"
VERDICT = "pass"

import jax
import jax.numpy as jnp


def curvature(f, x):
    slope = jax.grad(f)(x)
    return jnp.abs(jax.hessian(f)(x)) / jnp.power(1 + slope * slope, 1.5)
