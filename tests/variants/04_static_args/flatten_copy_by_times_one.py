"""Multiplies by 1.0 to make sure it returns a copy, which turns integer arrays into floats."""
EXERCISE = "static_args.flatten"
VERDICT = "fail"
MESSAGE = "wrong dtype"

import math
from functools import partial

import jax


@partial(jax.jit, static_argnames="axis")
def flatten(x: jax.Array, axis: int | None = None) -> jax.Array:
    if axis is None:
        return x.reshape(math.prod(x.shape)) * 1.0
    return x.reshape(math.prod(x.shape[:axis]), math.prod(x.shape[axis:])) * 1.0
