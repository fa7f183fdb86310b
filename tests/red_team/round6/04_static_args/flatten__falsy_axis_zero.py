"""The student tests ``if not axis:`` for the default, so axis=0 (falsy) is treated like None and returns a vector instead of one row.

Violates: "An empty product is 1: ``axis=0`` gives one row" ("of shape ``(x.size,)`` when ``axis`` is None, else of the 2-D shape above")
Verifying input: x = arange(24).reshape(2, 3, 4), axis=0 -> requires shape (1, 24), this returns shape (24,).
"""
EXERCISE = "static_args.flatten"
VERDICT = "fail"
KIND = "shapes"

import math
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="axis")
def flatten(x, axis=None):
    if not axis:
        return x.reshape(-1)
    return x.reshape(math.prod(x.shape[:axis]), math.prod(x.shape[axis:]))


if __name__ == "__main__":
    x = jnp.arange(24).reshape(2, 3, 4)
    assert flatten(x).shape == (24,) and flatten(x, axis=1).shape == (2, 12)
    got = flatten(x, axis=0)
    print("axis=0 ->", got.shape, "(required (1, 24))")
    assert got.shape != (1, 24)
    print("verified")
