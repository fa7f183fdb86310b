"""Alternative: scans over the row indices and reads each row with a dynamic index."""
EXERCISE = "control_flow.running_sum"
VERDICT = "pass"

import jax
import jax.numpy as jnp
from jax import lax


def running_sum(xs: jax.Array) -> jax.Array:
    xs = jnp.asarray(xs)

    def step(total: jax.Array, i: jax.Array) -> tuple[jax.Array, jax.Array]:
        total = total + lax.dynamic_index_in_dim(xs, i, keepdims=False)
        return total, total

    _, totals = lax.scan(step, jnp.zeros(xs.shape[1:], xs.dtype), jnp.arange(xs.shape[0]))
    return totals
