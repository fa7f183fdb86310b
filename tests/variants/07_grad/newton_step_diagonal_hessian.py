"""Divides by the Hessian's diagonal only: wrong when the variables are coupled."""
EXERCISE = "grad.newton_step"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax
import jax.numpy as jnp


def newton_step(f, x):
    return x - jax.grad(f)(x) / jnp.diag(jax.hessian(f)(x))
