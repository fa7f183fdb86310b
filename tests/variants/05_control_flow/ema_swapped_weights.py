"""Gives weight alpha to the old average and 1 - alpha to the new row (the other convention)."""
EXERCISE = "control_flow.ema"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax
import jax.numpy as jnp
from jax import lax


def ema(xs: jax.Array, alpha: float) -> jax.Array:
    xs = jnp.asarray(xs, jnp.float32)

    def step(average: jax.Array, row: jax.Array) -> tuple[jax.Array, jax.Array]:
        average = (1 - alpha) * row + alpha * average
        return average, average

    _, rest = lax.scan(step, xs[0], xs[1:])
    return jnp.concatenate([xs[:1], rest])
