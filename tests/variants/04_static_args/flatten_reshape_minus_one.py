"""Lets reshape infer the column count with -1, which cannot be resolved when x has no elements."""
EXERCISE = "static_args.flatten"
VERDICT = "fail"
MESSAGE = "axis=1) raised ZeroDivisionError"

import math
from functools import partial

import jax


@partial(jax.jit, static_argnames="axis")
def flatten(x: jax.Array, axis: int | None = None) -> jax.Array:
    if axis is None:
        return x.reshape(-1)
    return x.reshape(math.prod(x.shape[:axis]), -1)
