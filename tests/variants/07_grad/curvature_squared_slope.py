"""Scales by 1 / sqrt(1 + f'**2) three times, which keeps the cube in range, but squares the slope first: past
|f'| = 1.8e19 the square is inf and the curvature 0."""
EXERCISE = "grad.curvature"
VERDICT = "fail"
MESSAGE = "An intermediate past float32's range"

import jax
import jax.numpy as jnp


def curvature(f, x):
    slope = jax.grad(f)(x)
    inverse = jax.lax.rsqrt(1 + slope * slope)
    return jnp.abs(jax.grad(jax.grad(f))(x)) * inverse * inverse * inverse
