"""Calls jnp.clip(x, 0), which sets a lower bound of 0 and so sums the positive entries."""
EXERCISE = "jit.sum_negatives"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax
import jax.numpy as jnp


@jax.jit
def sum_negatives(x: jax.Array) -> jax.Array:
    return jnp.clip(x, 0).sum()
