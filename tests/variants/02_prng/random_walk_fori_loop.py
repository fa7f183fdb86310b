"""Alternative: lax.fori_loop that writes each position into a preallocated vector."""
EXERCISE = "prng.random_walk"
VERDICT = "pass"

import jax
import jax.numpy as jnp
from jax import lax


def random_walk(key: jax.Array, n_steps: int) -> jax.Array:
    def body(i, state):
        positions, position = state
        position = position + jax.random.normal(jax.random.fold_in(key, i))
        return positions.at[i].set(position), position

    positions, _ = lax.fori_loop(0, n_steps, body, (jnp.zeros(n_steps), jnp.float32(0.0)))
    return positions
