"""Always keeps the first (batch) axis and flattens the rest, whatever axis says."""
EXERCISE = "static_args.flatten"
VERDICT = "fail"
MESSAGE = "wrong shape"

from functools import partial

import jax


@partial(jax.jit, static_argnames="axis")
def flatten(x: jax.Array, axis: int | None = None) -> jax.Array:
    return x.reshape(x.shape[0], -1)
