"""Carries one key through lax.scan and draws every step from it, folding in the step only for the
next key: the key is used twice (JAX's checker cannot see a reuse through fold_in), and step i
is no longer `normal(fold_in(key, i))`."""
EXERCISE = "prng.random_walk"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax
import jax.numpy as jnp
from jax import lax


def random_walk(key, n_steps):
    def step(carry, i):
        position, key = carry
        position = position + jax.random.normal(key)
        return (position, jax.random.fold_in(key, i)), position

    return lax.scan(step, (jnp.float32(0.0), key), jnp.arange(n_steps))[1]
