"""The student checks the sum with jnp.isclose(total, 1, atol=1e-3), whose default rtol=1e-5 silently widens the tolerance."""
EXERCISE = "debugging.entropy"
VERDICT = "fail"
MESSAGE = 'more than 1e-3 from 1'

import jax
import jax.numpy as jnp
from jax.experimental import checkify


def entropy(p: jax.Array) -> jax.Array:
    p = jnp.asarray(p, jnp.float32)
    checkify.check(jnp.all(p >= 0), "negative probability: {}", jnp.min(p))
    total = jnp.sum(p)
    checkify.check(jnp.isclose(total, 1.0, atol=1e-3), "p sums to {}, not 1", total)
    safe = jnp.where(p > 0, p, 1.0)
    return -jnp.sum(jnp.where(p > 0, p * jnp.log(safe), 0.0))
