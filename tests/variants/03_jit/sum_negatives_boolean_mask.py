"""Selects with x[x < 0], whose shape depends on the values, so jit cannot compile it."""
EXERCISE = "jit.sum_negatives"
VERDICT = "fail"
MESSAGE = "does not work under jax.jit"

import jax


@jax.jit
def sum_negatives(x: jax.Array) -> jax.Array:
    return x[x < 0].sum()
