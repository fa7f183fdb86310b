"""Checks the sum before the negatives: a vector wrong both ways reports the sum."""
EXERCISE = "debugging.entropy"
VERDICT = "fail"
MESSAGE = "wrong error"

import jax.numpy as jnp
from jax.experimental import checkify


def entropy(p):
    p = jnp.asarray(p, jnp.float32)
    checkify.check(jnp.abs(jnp.sum(p) - 1) <= 1e-3, "p sums to {}", jnp.sum(p))
    checkify.check(jnp.all(p >= 0), "negative probability: {}", jnp.min(p))
    safe = jnp.where(p > 0, p, 1.0)
    return -jnp.sum(jnp.where(p > 0, p * jnp.log(safe), 0.0))
