"""The student casts x to float32 before vmapping "for safety", so f sees float32 columns, not the columns of x it was given."""
EXERCISE = "vmap.apply_to_columns"
VERDICT = "fail"
MESSAGE = 'wrong dtype for apply_to_columns'

from typing import Callable

import jax
import jax.numpy as jnp


def apply_to_columns(f: Callable[[jax.Array], jax.Array], x: jax.Array) -> jax.Array:
    x = jnp.asarray(x, jnp.float32)
    return jax.vmap(f, in_axes=1, out_axes=1)(x)
