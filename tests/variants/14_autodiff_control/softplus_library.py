"""Hands the job to jax.nn.softplus: JAX's rule, not the student's."""
EXERCISE = "autodiff_control.softplus"
VERDICT = "fail"
MESSAGE = "a library softplus"

import jax


def softplus(x):
    return jax.nn.softplus(x)
