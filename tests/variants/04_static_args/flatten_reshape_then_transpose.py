"""Merges the axes in the wrong order: reshapes to (columns, rows) and transposes, so the shape is right
but the elements are read down the columns."""
EXERCISE = "static_args.flatten"
VERDICT = "fail"
MESSAGE = "wrong values"

import math
from functools import partial

import jax


@partial(jax.jit, static_argnames="axis")
def flatten(x: jax.Array, axis: int | None = None) -> jax.Array:
    if axis is None:
        return x.reshape(math.prod(x.shape))
    rows, columns = math.prod(x.shape[:axis]), math.prod(x.shape[axis:])
    return x.reshape(columns, rows).T
