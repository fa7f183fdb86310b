"""Looks a Python-int branch up in a dict with sin as the default, so a negative Python int gets sin instead of
x ** 2; a traced branch goes through lax.switch and clamps as it should."""
EXERCISE = "control_flow.piecewise"
VERDICT = "fail"
MESSAGE = "given as a Python number"

import jax
import jax.numpy as jnp
from jax import lax


def piecewise(x: jax.Array, branch: jax.Array) -> jax.Array:
    table = {0: lambda v: v**2, 1: lambda v: -v, 2: jnp.sin}
    if isinstance(branch, int):
        return table.get(branch, jnp.sin)(x)  # a shortcut that needs no compilation
    return lax.switch(branch, tuple(table.values()), x)
