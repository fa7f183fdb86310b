"""Writes the middle branch as 0.0 - x, which gives +0.0 for x = +0.0 where -x is -0.0."""
EXERCISE = "control_flow.piecewise"
VERDICT = "fail"
MESSAGE = 'should be -0.0, got 0.0'

import jax
import jax.numpy as jnp
from jax import lax


def _pzm_neg(v):
    return 0.0 - v


def piecewise(x: jax.Array, branch: jax.Array) -> jax.Array:
    x = jnp.asarray(x)
    index = jnp.clip(branch, 0, 2)
    return lax.switch(index, [lambda v: v ** 2, _pzm_neg, jnp.sin], x)
