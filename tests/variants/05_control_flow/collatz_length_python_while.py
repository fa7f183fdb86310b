"""Counts with a Python while loop, whose condition needs the value of the traced n."""
EXERCISE = "control_flow.collatz_length"
VERDICT = "fail"
MESSAGE = "does not work under jax.jit"

import jax
import jax.numpy as jnp


def collatz_length(n: jax.Array) -> jax.Array:
    steps = jnp.int32(0)
    while n != 1:
        n = jnp.where(n % 2 == 0, n // 2, 3 * n + 1)
        steps += 1
    return steps
