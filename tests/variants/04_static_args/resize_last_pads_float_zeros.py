"""Pads with `jnp.zeros(...)` made without a dtype: integer (and float16) rows come back as float32."""
EXERCISE = "static_args.resize_last"
VERDICT = "fail"
MESSAGE = "with x in int8, the result should stay int8"

from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="size")
def resize_last(x: jax.Array, size: int) -> jax.Array:
    n = x.shape[-1]
    if size <= n:
        return x[..., :size]
    return jnp.concatenate([x, jnp.zeros(x.shape[:-1] + (size - n,))], axis=-1)
