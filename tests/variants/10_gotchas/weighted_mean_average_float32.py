"""Alternative: `jnp.average` on inputs converted to float32 first (int8 and float16 inputs alike)."""
EXERCISE = "gotchas.weighted_mean"
VERDICT = "pass"

from typing import Any

import jax
import jax.numpy as jnp


def weighted_mean(values: Any, weights: Any) -> jax.Array:
    return jnp.average(jnp.asarray(values, jnp.float32), weights=jnp.asarray(weights, jnp.float32))
