"""f' and f'' from float32 finite differences instead of grad of grad: rounding costs most digits of f''."""
EXERCISE = "grad.curvature"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax.numpy as jnp


def curvature(f, x):
    h = 1e-2
    slope = (f(x + h) - f(x - h)) / (2 * h)
    bend = (f(x + h) - 2 * f(x) + f(x - h)) / h**2
    return jnp.abs(bend) / (1 + slope**2) ** 1.5
