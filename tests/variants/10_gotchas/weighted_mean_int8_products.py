"""Multiplies the inputs in their own dtype and casts only the quotient: int8 products wrap around past 127."""
EXERCISE = "gotchas.weighted_mean"
VERDICT = "fail"
MESSAGE = "wraps around"

from typing import Any

import jax
import jax.numpy as jnp


def weighted_mean(values: Any, weights: Any) -> jax.Array:
    v, w = jnp.asarray(values), jnp.asarray(weights)
    return (jnp.sum(v * w) / jnp.sum(w)).astype(jnp.float32)
