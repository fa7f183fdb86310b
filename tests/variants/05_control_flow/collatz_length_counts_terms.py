"""Counts the numbers in the sequence (n included) instead of the steps, so collatz_length(1) is 1."""
EXERCISE = "control_flow.collatz_length"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax
import jax.numpy as jnp
from jax import lax


def collatz_length(n: jax.Array) -> jax.Array:
    def step(carry: tuple[jax.Array, jax.Array]) -> tuple[jax.Array, jax.Array]:
        value, count = carry
        return jnp.where(value % 2 == 0, value // 2, 3 * value + 1), count + 1

    _, count = lax.while_loop(lambda carry: carry[0] != 1, step, (jnp.asarray(n, jnp.int32), jnp.int32(1)))
    return count
