"""Starts the average at zero and scans every row, so m[0] is alpha * xs[0] instead of xs[0]."""
EXERCISE = "control_flow.ema"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax
import jax.numpy as jnp
from jax import lax


def ema(xs: jax.Array, alpha: float) -> jax.Array:
    xs = jnp.asarray(xs, jnp.float32)

    def step(average: jax.Array, row: jax.Array) -> tuple[jax.Array, jax.Array]:
        average = alpha * row + (1 - alpha) * average
        return average, average

    _, averages = lax.scan(step, jnp.zeros_like(xs[0]), xs)
    return averages
