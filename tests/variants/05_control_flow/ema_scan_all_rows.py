"""Alternative: starts the carry at xs[0] and scans every row (the first step mixes xs[0] with itself)."""
EXERCISE = "control_flow.ema"
VERDICT = "pass"

import jax
import jax.numpy as jnp
from jax import lax


def ema(xs: jax.Array, alpha: float) -> jax.Array:
    xs = jnp.asarray(xs)
    xs = xs.astype(jnp.result_type(xs.dtype, float))  # a float dtype: float16 stays, integers give float32
    alpha = jnp.asarray(alpha, xs.dtype)  # a 0-d float32 alpha would make the carry float32
    beta = 1 - alpha

    def step(average: jax.Array, row: jax.Array) -> tuple[jax.Array, jax.Array]:
        average = alpha * row + beta * average
        return average, average

    _, averages = lax.scan(step, xs[0], xs)
    return averages
