"""Makes floats with `* 1.0`: integers become float32, but float16 inputs stay float16 and so does the mean."""
EXERCISE = "gotchas.weighted_mean"
VERDICT = "fail"
MESSAGE = "should be float32 whatever the dtype of values"

from typing import Any

import jax
import jax.numpy as jnp


def weighted_mean(values: Any, weights: Any) -> jax.Array:
    v, w = jnp.asarray(values) * 1.0, jnp.asarray(weights) * 1.0
    return jnp.sum(v * w) / jnp.sum(w)
