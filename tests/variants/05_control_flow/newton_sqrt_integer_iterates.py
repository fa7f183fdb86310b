"""Iterates in the dtype of `a` as it comes: for an integer `a` the loop's carry starts as an integer and the float step does not fit it (the docstring: an integer `a` gives float32)."""
EXERCISE = "control_flow.newton_sqrt"
VERDICT = "fail"
MESSAGE = "int32), n_iters=20) raised TypeError: scan body function carry input and carry output must have equal types"

import jax
import jax.numpy as jnp
from jax import lax


def newton_sqrt(a, n_iters):
    a = jnp.asarray(a)

    def step(_, y):
        return (y + a / y) / 2

    return lax.fori_loop(0, n_iters, step, a)
