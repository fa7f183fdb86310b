"""Forgets the absolute value: curvature is negative where f bends down."""
EXERCISE = "grad.curvature"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax


def curvature(f, x):
    slope = jax.grad(f)(x)
    bend = jax.grad(jax.grad(f))(x)
    return bend / (1 + slope**2) ** 1.5
