"""Lays the elements out in column-major (Fortran) order, so a matrix comes out column by column."""
EXERCISE = "static_args.flatten"
VERDICT = "fail"
MESSAGE = "wrong values"

import math
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="axis")
def flatten(x: jax.Array, axis: int | None = None) -> jax.Array:
    if axis is None:
        return jnp.ravel(x, order="F")
    return jnp.reshape(x, (math.prod(x.shape[:axis]), math.prod(x.shape[axis:])), order="F")
