"""Indexes with a single vector, so .at[d] selects whole rows and every entry becomes value."""
EXERCISE = "arrays.set_diagonal"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax
import jax.numpy as jnp


def set_diagonal(x: jax.Array, value: float) -> jax.Array:
    x = jnp.asarray(x)
    return x.at[jnp.arange(x.shape[0])].set(jnp.asarray(value).astype(x.dtype))
