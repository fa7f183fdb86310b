"""Flattens everything but the first (batch) axis, so a matrix keeps its shape."""
EXERCISE = "static_args.flatten"
VERDICT = "fail"
MESSAGE = "wrong shape"

import jax


@jax.jit
def flatten(x: jax.Array) -> jax.Array:
    return x.reshape(x.shape[0], -1)
