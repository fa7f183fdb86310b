"""Carries the total from `jnp.zeros(...)` without a dtype: integer rows are summed and returned as float32."""
EXERCISE = "control_flow.running_sum"
VERDICT = "fail"
MESSAGE = "with xs in int8, the result should stay int8"

import jax
import jax.numpy as jnp
from jax import lax


def running_sum(xs: jax.Array) -> jax.Array:
    xs = jnp.asarray(xs)

    def step(total: jax.Array, row: jax.Array) -> tuple[jax.Array, jax.Array]:
        total = total + row
        return total, total

    return lax.scan(step, jnp.zeros(xs.shape[1:]), xs)[1]
