"""Reads "negate" as "make negative" and returns -|x| instead of -x."""
EXERCISE = "static_args.maybe_negate"
VERDICT = "fail"
MESSAGE = "wrong values"

from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="negate")
def maybe_negate(x: jax.Array, negate: bool) -> jax.Array:
    if negate:
        return -jnp.abs(x)
    return x
