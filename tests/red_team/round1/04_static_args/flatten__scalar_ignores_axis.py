"""Special-cases 0-d input as a length-1 vector before looking at axis, so a 0-d array with axis=0 is not 2-D.

Violates: "With an int ``axis`` the result is 2-D ... ``axis=0`` gives one row, ``axis=x.ndim`` one column."
Verifying input: jnp.float32(5.0) (0-d), axis=0 -> the docstring requires shape (1, 1), this returns shape (1,).
"""
EXERCISE = "static_args.flatten"
VERDICT = "fail"
KIND = "shapes"

import math
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="axis")
def flatten(x: jax.Array, axis: int | None = None) -> jax.Array:
    if x.ndim == 0:  # "a 0-d array becomes a vector of length 1"
        return jnp.reshape(x, (1,))
    if axis is None:
        return jnp.ravel(x)
    rows = math.prod(x.shape[:axis])
    cols = math.prod(x.shape[axis:])
    return jnp.reshape(x, (rows, cols))


if __name__ == "__main__":
    x = jnp.arange(24).reshape(2, 3, 4)
    assert flatten(x).shape == (24,) and flatten(x, axis=1).shape == (2, 12)
    assert flatten(x, axis=0).shape == (1, 24) and flatten(x, axis=3).shape == (24, 1)
    assert flatten(jnp.zeros((0, 3)), axis=1).shape == (0, 3)
    assert flatten(jnp.array(5.0)).shape == (1,)
    out = flatten(jnp.array(5.0), axis=0)
    assert out.shape == (1,), out.shape  # contract: (1, 1)
    print("verified")
