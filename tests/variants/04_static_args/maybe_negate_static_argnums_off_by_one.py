"""Writes static_argnums=0, which makes the array x static instead of negate (arrays are not hashable)."""
EXERCISE = "static_args.maybe_negate"
VERDICT = "fail"
MESSAGE = "does not work under jax.jit"

from functools import partial

import jax


@partial(jax.jit, static_argnums=0)
def maybe_negate(x: jax.Array, negate: bool) -> jax.Array:
    if negate:
        return -x
    return x
