"""Differentiates the sum of the outputs: one row instead of the matrix."""
EXERCISE = "grad.jacobian"
VERDICT = "fail"
MESSAGE = "wrong shape"

import jax
import jax.numpy as jnp


def jacobian(f, x):
    return jax.grad(lambda v: jnp.sum(f(v)))(x)
