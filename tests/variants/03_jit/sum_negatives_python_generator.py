"""Sums with a Python generator and an if on each element, which needs concrete values."""
EXERCISE = "jit.sum_negatives"
VERDICT = "fail"
MESSAGE = "does not work under jax.jit"

import jax
import jax.numpy as jnp


@jax.jit
def sum_negatives(x: jax.Array) -> jax.Array:
    return jnp.asarray(sum(v for v in x.ravel() if v < 0))
