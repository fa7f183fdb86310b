"""Draws all steps at once with normal(key, (n_steps,)), which gives other numbers than fold_in."""
EXERCISE = "prng.random_walk"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax
import jax.numpy as jnp


def random_walk(key: jax.Array, n_steps: int) -> jax.Array:
    return jnp.cumsum(jax.random.normal(key, (n_steps,)))
