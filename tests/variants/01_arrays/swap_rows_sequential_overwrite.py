"""Overwrites row i before reading it, so both rows end up holding the old row j."""
EXERCISE = "arrays.swap_rows"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax
import jax.numpy as jnp


def swap_rows(x: jax.Array, i: jax.Array, j: jax.Array) -> jax.Array:
    x = jnp.asarray(x)
    x = x.at[i].set(x[j])
    x = x.at[j].set(x[i])
    return x
