"""Checks for negative entries but forgets the sum."""
EXERCISE = "debugging.entropy"
VERDICT = "fail"
MESSAGE = "no error"

import jax.numpy as jnp
from jax.experimental import checkify


def entropy(p):
    p = jnp.asarray(p, jnp.float32)
    checkify.check(jnp.all(p >= 0), "negative probability: {}", jnp.min(p))
    safe = jnp.where(p > 0, p, 1.0)
    return -jnp.sum(jnp.where(p > 0, p * jnp.log(safe), 0.0))
