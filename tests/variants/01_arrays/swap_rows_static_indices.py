"""Jits with i and j static, so every new pair of rows compiles again."""
EXERCISE = "arrays.swap_rows"
VERDICT = "fail"
MESSAGE = "recompiled"

from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("i", "j"))
def swap_rows(x: jax.Array, i: int, j: int) -> jax.Array:
    x = jnp.asarray(x)
    return x.at[i].set(x[j]).at[j].set(x[i])
