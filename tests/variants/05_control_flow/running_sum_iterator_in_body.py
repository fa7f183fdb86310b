"""Reads the rows with next() on a Python iterator inside the scan body: the body is traced once,
so every step adds the same row (xs[0]), and the result is 1, 2, 3... times the first row."""
EXERCISE = "control_flow.running_sum"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax
import jax.numpy as jnp
from jax import lax


def running_sum(xs: jax.Array) -> jax.Array:
    xs = jnp.asarray(xs)
    rows = iter(xs)

    def step(total: jax.Array, _: None) -> tuple[jax.Array, jax.Array]:
        total = total + next(rows)
        return total, total

    _, totals = lax.scan(step, jnp.zeros(xs.shape[1:], xs.dtype), None, length=xs.shape[0])
    return totals
