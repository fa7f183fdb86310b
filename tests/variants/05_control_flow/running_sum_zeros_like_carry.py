"""Alternative: the carry starts as `jnp.zeros_like(xs[0])`, which keeps the dtype of xs (int8 stays int8)."""
EXERCISE = "control_flow.running_sum"
VERDICT = "pass"

import jax
import jax.numpy as jnp
from jax import lax


def running_sum(xs: jax.Array) -> jax.Array:
    xs = jnp.asarray(xs)

    def step(total: jax.Array, row: jax.Array) -> tuple[jax.Array, jax.Array]:
        total = total + row
        return total, total

    return lax.scan(step, jnp.zeros_like(xs[0]), xs)[1]
