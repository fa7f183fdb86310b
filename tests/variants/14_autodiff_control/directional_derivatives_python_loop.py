"""Linearizes once, but applies the map in a Python loop: one copy per direction in the jaxpr."""
EXERCISE = "autodiff_control.directional_derivatives"
VERDICT = "fail"
MESSAGE = "grows with the problem"

import jax
import jax.numpy as jnp


def directional_derivatives(f, x, directions):
    push = jax.linearize(f, x)[1]
    return jnp.stack([push(d) for d in directions])
