"""Negates by multiplying with -1.0: right for floats, but an integer x becomes float32."""
EXERCISE = "static_args.maybe_negate"
VERDICT = "fail"
MESSAGE = "with x in int8, the result should stay int8"

from functools import partial

import jax


@partial(jax.jit, static_argnames="negate")
def maybe_negate(x: jax.Array, negate: bool) -> jax.Array:
    return x * (-1.0 if negate else 1.0)
