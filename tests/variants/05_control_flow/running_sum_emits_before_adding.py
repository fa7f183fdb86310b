"""Outputs the total before adding the current row, an exclusive prefix sum shifted by one row."""
EXERCISE = "control_flow.running_sum"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax
import jax.numpy as jnp
from jax import lax


def running_sum(xs: jax.Array) -> jax.Array:
    xs = jnp.asarray(xs)
    _, totals = lax.scan(lambda total, row: (total + row, total), jnp.zeros(xs.shape[1:], xs.dtype), xs)
    return totals
