"""Accumulates the walk in Python floats, which needs concrete values."""
EXERCISE = "prng.random_walk"
VERDICT = "fail"
MESSAGE = "does not work under jax.jit"

import jax
import jax.numpy as jnp


def random_walk(key: jax.Array, n_steps: int) -> jax.Array:
    position = 0.0
    positions = []
    for i in range(n_steps):
        position += float(jax.random.normal(jax.random.fold_in(key, i)))
        positions.append(position)
    return jnp.array(positions, dtype=jnp.float32)
