"""Computes the column count as x.size // rows, which collapses to 0 when x has no elements and rows is 0.

Violates: "Arrays with no elements keep the shape rule (``(0, 3)`` with ``axis=1`` gives ``(0, 3)``".
Verifying input: jnp.zeros((0, 3)), axis=1 -> the docstring requires shape (0, 3), this returns shape (0, 0).
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
    if axis is None:
        return jnp.reshape(x, (x.size,))
    rows = math.prod(x.shape[:axis])
    cols = x.size // rows if rows else 0
    return jnp.reshape(x, (rows, cols))


if __name__ == "__main__":
    x = jnp.arange(24).reshape(2, 3, 4)
    assert flatten(x).shape == (24,) and flatten(x, axis=1).shape == (2, 12)
    assert flatten(x, axis=0).shape == (1, 24)
    assert flatten(jnp.array([[1, 2], [3, 4]])).tolist() == [1, 2, 3, 4]
    assert flatten(jnp.array([[1, 2], [3, 4]]), axis=2).tolist() == [[1], [2], [3], [4]]
    assert flatten(jnp.zeros((3, 2, 0)), axis=1).shape == (3, 0)
    out = flatten(jnp.zeros((0, 3)), axis=1)
    assert out.shape == (0, 0), out.shape  # contract: (0, 3)
    print("verified")
