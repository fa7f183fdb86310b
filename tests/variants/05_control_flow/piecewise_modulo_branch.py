"""Wraps out-of-range indices with branch % 3 instead of clamping them as lax.switch does."""
EXERCISE = "control_flow.piecewise"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax
import jax.numpy as jnp
from jax import lax


def piecewise(x: jax.Array, branch: jax.Array) -> jax.Array:
    return lax.switch(branch % 3, [lambda v: v**2, lambda v: -v, jnp.sin], x)
