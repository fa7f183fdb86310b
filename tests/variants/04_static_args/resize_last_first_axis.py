"""Pads and truncates the first axis instead of the last one."""
EXERCISE = "static_args.resize_last"
VERDICT = "fail"
MESSAGE = "wrong shape"

from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="size")
def resize_last(x: jax.Array, size: int) -> jax.Array:
    length = x.shape[0]
    if size <= length:
        return x[:size]
    return jnp.pad(x, [(0, size - length)] + [(0, 0)] * (x.ndim - 1))
