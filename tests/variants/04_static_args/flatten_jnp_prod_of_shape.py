"""Computes the row count with jnp.prod of the shape, a traced value, which cannot be used as a shape."""
EXERCISE = "static_args.flatten"
VERDICT = "fail"
MESSAGE = "it builds an array whose shape comes from a traced value"

from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="axis")
def flatten(x: jax.Array, axis: int | None = None) -> jax.Array:
    if axis is None:
        return x.reshape(-1)
    rows = jnp.prod(jnp.array(x.shape[:axis], dtype=jnp.int32))
    return jnp.reshape(x, (rows, -1))
