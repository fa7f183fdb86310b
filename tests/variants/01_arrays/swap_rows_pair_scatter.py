"""Alternative: one scatter writes rows (j, i) at positions (i, j)."""
EXERCISE = "arrays.swap_rows"
VERDICT = "pass"

import jax
import jax.numpy as jnp


def swap_rows(x: jax.Array, i: jax.Array, j: jax.Array) -> jax.Array:
    x = jnp.asarray(x)
    pair = jnp.stack([jnp.asarray(i), jnp.asarray(j)])
    return x.at[pair].set(x[pair[::-1]])
