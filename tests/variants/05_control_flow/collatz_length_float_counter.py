"""Counts the steps in a float (starting from 0.0), so the result is float32, not int32."""
EXERCISE = "control_flow.collatz_length"
VERDICT = "fail"
MESSAGE = "wrong dtype"

import jax
import jax.numpy as jnp
from jax import lax


def collatz_length(n: jax.Array) -> jax.Array:
    def step(carry: tuple[jax.Array, jax.Array]) -> tuple[jax.Array, jax.Array]:
        value, steps = carry
        return jnp.where(value % 2 == 0, value // 2, 3 * value + 1), steps + 1.0

    _, steps = lax.while_loop(lambda carry: carry[0] != 1, step, (jnp.asarray(n, jnp.int32), jnp.float32(0.0)))
    return steps
