"""Alternative: `jnp.min` and `jnp.sum` tested in one check each, entropy from `xlogy`."""
EXERCISE = "debugging.entropy"
VERDICT = "pass"

import jax.numpy as jnp
from jax.experimental import checkify
from jax.scipy.special import xlogy


def entropy(p):
    p = jnp.asarray(p, dtype=jnp.float32)
    smallest = jnp.min(p)
    checkify.check(smallest >= 0, "found a negative probability ({})", smallest)
    total = p.sum()
    checkify.check(jnp.abs(total - 1.0) <= 1e-3, "the vector sums to {} instead of 1", total)
    return -jnp.sum(xlogy(p, p))
