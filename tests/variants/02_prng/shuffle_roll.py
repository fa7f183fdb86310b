"""Rotates the rows by a random offset: a permutation that changes every epoch, but not a shuffle."""
EXERCISE = "prng.shuffle"
VERDICT = "fail"
MESSAGE = "not shuffled"

import jax
import jax.numpy as jnp


def shuffle(key, x, epoch):
    x = jnp.asarray(x)
    offset = jax.random.randint(jax.random.fold_in(key, epoch), (), 1, x.shape[0])
    return jnp.roll(x, offset, axis=0)
