"""Multiplies by 1.0 to make sure it returns a copy, which turns integer arrays into floats."""
EXERCISE = "static_args.flatten"
VERDICT = "fail"
MESSAGE = "wrong dtype"

import math

import jax


@jax.jit
def flatten(x: jax.Array) -> jax.Array:
    return x.reshape(math.prod(x.shape)) * 1.0
