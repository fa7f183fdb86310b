"""Alternative: gathers the rows through an index vector in which i and j are exchanged."""
EXERCISE = "arrays.swap_rows"
VERDICT = "pass"

import jax
import jax.numpy as jnp


def swap_rows(x: jax.Array, i: jax.Array, j: jax.Array) -> jax.Array:
    x = jnp.asarray(x)
    order = jnp.arange(x.shape[0]).at[i].set(j).at[j].set(i)
    return x[order]
