"""Jitted without making axis static: slicing the shape with a traced axis needs a Python int."""
EXERCISE = "static_args.flatten"
VERDICT = "fail"
MESSAGE = "does not work under jax.jit"

import math

import jax
import jax.numpy as jnp


@jax.jit
def flatten(x: jax.Array, axis: int | None = None) -> jax.Array:
    if axis is None:
        return jnp.reshape(x, (math.prod(x.shape),))
    return jnp.reshape(x, (math.prod(x.shape[:axis]), math.prod(x.shape[axis:])))
