"""Flawed: pads by appending one zero copy of `x` and cutting to size, so the last axis can at most double: a size
past twice the length comes back too short."""
EXERCISE = "static_args.resize_last"
VERDICT = "fail"
MESSAGE = "should have shape (2, 7)"

from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="size")
def resize_last(x, size):
    doubled = jnp.concatenate([x, jnp.zeros_like(x)], axis=-1)
    return doubled[..., :size]
