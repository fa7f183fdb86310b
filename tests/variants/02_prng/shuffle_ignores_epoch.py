"""Permutes with the key itself, so every epoch gets the same order."""
EXERCISE = "prng.shuffle"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax
import jax.numpy as jnp


def shuffle(key: jax.Array, x: jax.Array, epoch: int) -> jax.Array:
    x = jnp.asarray(x)
    return x[jax.random.permutation(key, x.shape[0])]
