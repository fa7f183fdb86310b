"""Alternative: inverts the Hessian explicitly."""
EXERCISE = "grad.newton_step"
VERDICT = "pass"

import jax
import jax.numpy as jnp


def newton_step(f, x):
    return x - jnp.linalg.inv(jax.hessian(f)(x)) @ jax.grad(f)(x)
