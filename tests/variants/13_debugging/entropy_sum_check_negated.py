"""Flawed: the sum check is written as the negation of its failure, ``~(|sum - 1| > 1e-3)``, which holds for a NaN
sum, so a vector holding NaN passes both checks (every comparison with NaN is false)."""
EXERCISE = "debugging.entropy"
VERDICT = "fail"
MESSAGE = "is NaN, so p sums to NaN"

import jax
import jax.numpy as jnp
from jax.experimental import checkify


def entropy(p: jax.Array) -> jax.Array:
    p = jnp.asarray(p, jnp.float32)
    checkify.check(~jnp.any(p < 0), "negative probability: {}", jnp.min(p))
    total = jnp.sum(p)
    checkify.check(~(jnp.abs(total - 1) > 1e-3), "p sums to {}, not 1", total)
    safe = jnp.where(p > 0, p, 1.0)
    return -jnp.sum(jnp.where(p > 0, p * jnp.log(safe), 0.0))
