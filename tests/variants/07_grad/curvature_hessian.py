"""Alternative: the second derivative as jax.hessian of a scalar function (a 0-d "matrix"), scaled three times by
1 / sqrt(1 + f'**2) (a steep graph's (1 + f'**2) ** 1.5 is past float32's range)."""
EXERCISE = "grad.curvature"
VERDICT = "pass"

import jax
import jax.numpy as jnp


def curvature(f, x):
    slope = jax.grad(f)(x)
    inverse = jax.lax.rsqrt(1 + slope * slope)
    return jnp.abs(jax.hessian(f)(x)) * inverse * inverse * inverse
