"""Checks right, but `0 * log(0)` is computed as it stands: NaN for a vector with a zero."""
EXERCISE = "debugging.entropy"
VERDICT = "fail"
MESSAGE = "not finite"

import jax.numpy as jnp
from jax.experimental import checkify


def entropy(p):
    p = jnp.asarray(p, jnp.float32)
    checkify.check(jnp.all(p >= 0), "negative probability: {}", jnp.min(p))
    checkify.check(jnp.abs(jnp.sum(p) - 1) <= 1e-3, "p sums to {}", jnp.sum(p))
    return -jnp.sum(p * jnp.log(p))
