"""Draws one mask for the last axis and broadcasts it: every row of a batch loses the same features."""
EXERCISE = "prng.dropout"
VERDICT = "fail"
MESSAGE = "are identical"

import jax
import jax.numpy as jnp


def dropout(key, x, rate):
    x = jnp.asarray(x)
    keep_prob = 1.0 - rate
    keep = jax.random.bernoulli(key, keep_prob, x.shape[-1:])
    return jnp.where(rate == 0, x, jnp.where(keep, x / keep_prob, 0)).astype(x.dtype)
