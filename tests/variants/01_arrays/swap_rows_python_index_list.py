"""Swaps entries of a Python list of row numbers, which needs i and j as Python ints."""
EXERCISE = "arrays.swap_rows"
VERDICT = "fail"
MESSAGE = "does not work under jax.jit"

import jax
import jax.numpy as jnp


def swap_rows(x: jax.Array, i: jax.Array, j: jax.Array) -> jax.Array:
    x = jnp.asarray(x)
    order = list(range(x.shape[0]))
    order[i], order[j] = order[j], order[i]
    return x[jnp.array(order)]
