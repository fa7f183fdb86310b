"""Carries a key through a scan and splits it each step, instead of fold_in(key, i)."""
EXERCISE = "prng.random_walk"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax
import jax.numpy as jnp
from jax import lax


def random_walk(key: jax.Array, n_steps: int) -> jax.Array:
    def step(carry, _):
        key, position = carry
        key, subkey = jax.random.split(key)
        position = position + jax.random.normal(subkey)
        return (key, position), position

    _, positions = lax.scan(step, (key, jnp.float32(0.0)), None, length=n_steps)
    return positions
