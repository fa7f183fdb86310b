"""The student preallocates the (k, c) output, sizing k from f(x[:, 0]), and fills it column by column in a fori_loop, which breaks when x has no columns."""
EXERCISE = "vmap.apply_to_columns"
VERDICT = "fail"
MESSAGE = 'shape=(4, 0)'

from typing import Callable

import jax
import jax.numpy as jnp
from jax import lax


def apply_to_columns(f: Callable[[jax.Array], jax.Array], x: jax.Array) -> jax.Array:
    r, c = x.shape
    first = jax.eval_shape(f, x[:, 0])
    out = jnp.zeros((first.shape[0], c), first.dtype)

    def body(j, out):
        col = lax.dynamic_index_in_dim(x, j, axis=1, keepdims=False)
        return lax.dynamic_update_index_in_dim(out, f(col), j, axis=1)

    return lax.fori_loop(0, c, body, out)
