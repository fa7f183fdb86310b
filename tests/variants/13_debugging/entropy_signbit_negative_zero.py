"""The student detects negative entries with ``jnp.signbit`` (to catch "-tiny" values too), which also flags ``-0.0``, a zero probability that is not negative."""
EXERCISE = "debugging.entropy"
VERDICT = "fail"
MESSAGE = 'false alarm'

import jax
import jax.numpy as jnp
from jax.experimental import checkify


def entropy(p: jax.Array) -> jax.Array:
    p = jnp.asarray(p, jnp.float32)
    checkify.check(~jnp.any(jnp.signbit(p)), "negative probability: {}", jnp.min(p))
    total = jnp.sum(p)
    checkify.check(jnp.abs(total - 1) <= 1e-3, "p sums to {}", total)
    return -jnp.sum(jax.scipy.special.xlogy(p, p))
