"""Jitted without making size static, so comparing size with the length is an if on a tracer."""
EXERCISE = "static_args.resize_last"
VERDICT = "fail"
MESSAGE = "does not work under jax.jit"

import jax
import jax.numpy as jnp


@jax.jit
def resize_last(x: jax.Array, size: int) -> jax.Array:
    length = x.shape[-1]
    if size <= length:
        return x[..., :size]
    return jnp.pad(x, [(0, 0)] * (x.ndim - 1) + [(0, size - length)])
