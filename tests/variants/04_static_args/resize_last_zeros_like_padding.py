"""Alternative: pads with `jnp.zeros_like(x, shape=...)` (x's dtype, ints and float16 kept) and `jnp.concatenate`."""
EXERCISE = "static_args.resize_last"
VERDICT = "pass"

from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="size")
def resize_last(x: jax.Array, size: int) -> jax.Array:
    n = x.shape[-1]
    if size <= n:
        return x[..., :size]
    return jnp.concatenate([x, jnp.zeros_like(x, shape=x.shape[:-1] + (size - n,))], axis=-1)
