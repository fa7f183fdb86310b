"""The student pads by concatenating jnp.zeros(...) made with the default float32 dtype, then casts back to x's dtype; the concatenation already promoted int32 data to float32 and rounded it."""
EXERCISE = "static_args.resize_last"
VERDICT = "fail"
MESSAGE = 'ends of their dtype'

import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames="size")
def resize_last(x: jax.Array, size: int) -> jax.Array:
    n = x.shape[-1]
    if size <= n:
        return x[..., :size]
    pad = jnp.zeros(x.shape[:-1] + (size - n,))
    return jnp.concatenate([x, pad], axis=-1).astype(x.dtype)
