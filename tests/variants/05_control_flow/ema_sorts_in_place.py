"""Sorts the steps in place before averaging (NumPy's `sort` works in place, JAX's returns a copy that
is dropped here); the edge cases give the steps already in order, so nothing seems to change."""
EXERCISE = "control_flow.ema"
VERDICT = "fail"
MESSAGE = "modified its input"

import jax.numpy as jnp
from jax import lax


def ema(xs, alpha):
    xs.sort(axis=0)
    xs = jnp.asarray(xs)
    xs = xs.astype(jnp.result_type(xs, alpha, 1.0))

    def step(average, row):
        average = alpha * row + (1 - alpha) * average
        return average, average

    _, rest = lax.scan(step, xs[0], xs[1:])
    return jnp.concatenate([xs[:1], rest])
