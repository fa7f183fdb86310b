"""Indexes a Python list of functions with the traced branch, which needs a Python int."""
EXERCISE = "control_flow.piecewise"
VERDICT = "fail"
MESSAGE = "does not work under jax.jit"

import jax
import jax.numpy as jnp


def piecewise(x: jax.Array, branch: jax.Array) -> jax.Array:
    branches = [lambda v: v**2, lambda v: -v, jnp.sin]
    return branches[min(max(branch, 0), 2)](x)
