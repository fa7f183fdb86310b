"""Alternative: lax.scan over the step indices, carrying the position."""
EXERCISE = "prng.random_walk"
VERDICT = "pass"

import jax
import jax.numpy as jnp
from jax import lax


def random_walk(key: jax.Array, n_steps: int) -> jax.Array:
    def step(position, i):
        position = position + jax.random.normal(jax.random.fold_in(key, i))
        return position, position

    _, positions = lax.scan(step, jnp.float32(0.0), jnp.arange(n_steps))
    return positions
