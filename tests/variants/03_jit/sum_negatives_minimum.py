"""Alternative: jnp.minimum(x, 0) keeps the negatives and turns the rest into 0."""
EXERCISE = "jit.sum_negatives"
VERDICT = "pass"

import jax
import jax.numpy as jnp


@jax.jit
def sum_negatives(x: jax.Array) -> jax.Array:
    return jnp.minimum(x, 0).sum()
