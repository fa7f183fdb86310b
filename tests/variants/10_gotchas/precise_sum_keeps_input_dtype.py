"""Sums `jnp.asarray(x)` in 64-bit mode without naming float64: a float32 input is summed, and returned, in float32."""
EXERCISE = "gotchas.precise_sum"
VERDICT = "fail"
MESSAGE = "should be float64 whatever the dtype of x"

from typing import Any

import jax
import jax.numpy as jnp


def precise_sum(x: Any) -> jax.Array:
    with jax.enable_x64(True):
        return jnp.sum(jnp.asarray(x))
