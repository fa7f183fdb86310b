"""Folds the step index into a fresh jax.random.key(0) instead of into the key it was given."""
EXERCISE = "prng.random_walk"
VERDICT = "fail"
MESSAGE = "made its own key"

import jax
import jax.numpy as jnp


def random_walk(key: jax.Array, n_steps: int) -> jax.Array:
    base = jax.random.key(0)
    steps = jax.vmap(lambda i: jax.random.normal(jax.random.fold_in(base, i)))(jnp.arange(n_steps))
    return jnp.cumsum(steps)
