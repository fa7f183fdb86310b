"""Alternative: one lax.pad of the last axis; negative high padding truncates."""
EXERCISE = "static_args.resize_last"
VERDICT = "pass"

from functools import partial

import jax
import jax.numpy as jnp
from jax import lax


@partial(jax.jit, static_argnames="size")
def resize_last(x: jax.Array, size: int) -> jax.Array:
    x = jnp.asarray(x)
    config = [(0, 0, 0)] * (x.ndim - 1) + [(0, size - x.shape[-1], 0)]
    return lax.pad(x, jnp.zeros((), x.dtype), config)
