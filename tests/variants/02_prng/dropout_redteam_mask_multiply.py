"""Applies a float 0/1 mask, floor(keep_prob + uniform), by multiplication: a dropped inf (or nan) element becomes nan instead of 0.

Violates: "each element 0 or x / (1 - rate)" (and "Each element is set to zero with probability rate").
Verifying input: key(0), x = [inf]*64, rate = 0.5 -> the docstring requires each element 0 or inf, this returns nan for the dropped ones.
"""
EXERCISE = "prng.dropout"
VERDICT = "fail"
MESSAGE = "dropped element is 0 even where x is inf or nan"

import jax
import jax.numpy as jnp
import numpy as np


def dropout(key: jax.Array, x: jax.Array, rate: float) -> jax.Array:
    keep_prob = 1.0 - rate
    binary = jnp.floor(keep_prob + jax.random.uniform(key, x.shape))   # 1.0 with probability keep_prob
    scale = jnp.where(rate < 1.0, 1.0 / jnp.where(rate < 1.0, keep_prob, 1.0), 0.0)
    return (x * binary * scale).astype(x.dtype)
