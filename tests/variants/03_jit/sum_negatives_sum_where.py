"""Alternative: jnp.sum with a where= mask, which keeps the array's shape fixed."""
EXERCISE = "jit.sum_negatives"
VERDICT = "pass"

import jax
import jax.numpy as jnp


@jax.jit
def sum_negatives(x: jax.Array) -> jax.Array:
    return jnp.sum(x, where=x < 0)
