"""Keeps the rows' dtype: integer rows make an integer running average, which the float update does not fit (the docstring: integers give float32)."""
EXERCISE = "control_flow.ema"
VERDICT = "fail"
MESSAGE = "int32), alpha=0.5) raised TypeError: scan body function carry input and carry output must have equal types"

import jax.numpy as jnp
from jax import lax


def ema(xs, alpha):
    xs = jnp.asarray(xs)
    alpha = jnp.asarray(alpha, xs.dtype if jnp.issubdtype(xs.dtype, jnp.floating) else jnp.float32)

    def step(average, row):
        average = alpha * row + (1 - alpha) * average
        return average, average

    _, rest = lax.scan(step, xs[0], xs[1:])
    return jnp.concatenate([xs[:1], rest])
