"""Drops exactly round(rate * n) elements chosen at random, instead of each element independently with probability rate.

Violates: "Each element is set to zero with probability rate, independently of the others".
Verifying input: 500 keys, x = ones(10), rate = 0.5 -> the docstring requires a Binomial(10, 0.5) number of zeros (variance 2.5), this always drops exactly 5 (variance 0).
"""
EXERCISE = "prng.dropout"
VERDICT = "fail"
MESSAGE = 'wrong law: dropout(key, x=ones(64), rate=0.5) dropped exactly'

import jax
import jax.numpy as jnp
import numpy as np


def dropout(key: jax.Array, x: jax.Array, rate: float) -> jax.Array:
    n = x.size
    n_drop = jnp.round(rate * n).astype(jnp.int32)
    order = jnp.argsort(jax.random.uniform(key, (n,)))
    position = jnp.zeros(n, jnp.int32).at[order].set(jnp.arange(n, dtype=jnp.int32))
    drop = (position < n_drop).reshape(x.shape)
    return jnp.where(drop, jnp.zeros_like(x), (x / (1 - rate)).astype(x.dtype))
