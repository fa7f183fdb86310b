"""Correct alternative: the first check asks that every entry be >= 0, which a NaN entry fails too: a vector holding
NaN is reported as a negative probability rather than by its sum, and either report is right."""
EXERCISE = "debugging.entropy"
VERDICT = "pass"

import jax
import jax.numpy as jnp
from jax.experimental import checkify


def entropy(p: jax.Array) -> jax.Array:
    p = jnp.asarray(p, jnp.float32)
    checkify.check(jnp.all(p >= 0), "negative probability: min {}", jnp.min(p))
    total = jnp.sum(p)
    checkify.check(jnp.abs(total - 1) <= 1e-3, "p sums to {}", total)
    return -jnp.sum(jnp.where(p > 0, p * jnp.log(jnp.where(p > 0, p, 1.0)), 0.0))
