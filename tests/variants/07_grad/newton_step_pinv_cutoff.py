"""The student uses the pseudo-inverse "in case H is singular"; its default cutoff zeroes tiny but positive curvature, so that direction does not move."""
EXERCISE = "grad.newton_step"
VERDICT = "fail"
MESSAGE = 'newton_step(f=stiff_quadratic'

from typing import Callable

import jax
import jax.numpy as jnp


def newton_step(f: Callable[[jax.Array], jax.Array], x: jax.Array) -> jax.Array:
    g = jax.grad(f)(x)
    H = jax.hessian(f)(x)
    return x - jnp.linalg.pinv(H) @ g
