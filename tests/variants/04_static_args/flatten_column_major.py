"""Flattens in column-major (Fortran) order, so a matrix comes out column by column."""
EXERCISE = "static_args.flatten"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax
import jax.numpy as jnp


@jax.jit
def flatten(x: jax.Array) -> jax.Array:
    return jnp.ravel(x, order="F")
