"""Jits itself with `branch` static and picks the branch with a Python `if`: `branch` is traced in the contract."""
EXERCISE = "control_flow.piecewise"
VERDICT = "fail"
MESSAGE = "static"

from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="branch")
def piecewise(x, branch):
    branch = min(max(int(branch), 0), 2)
    if branch == 0:
        return x ** 2
    if branch == 1:
        return -x
    return jnp.sin(x)
