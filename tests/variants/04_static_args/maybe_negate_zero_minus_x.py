"""The student negates with ``0 - x`` (static negate, correct compile count), which is not IEEE negation: it maps +0.0 to +0.0 instead of -0.0."""
EXERCISE = "static_args.maybe_negate"
VERDICT = "fail"
MESSAGE = 'should be -0.0, got 0.0'

from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="negate")
def maybe_negate(x: jax.Array, negate: bool) -> jax.Array:
    if negate:
        return 0 - x
    return x
