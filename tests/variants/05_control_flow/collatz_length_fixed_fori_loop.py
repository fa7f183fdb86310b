"""Runs a fixed 1000-step fori_loop and counts the steps taken before reaching 1: no while_loop."""
EXERCISE = "control_flow.collatz_length"
VERDICT = "fail"
MESSAGE = "not the method the exercise asks for"

import jax
import jax.numpy as jnp
from jax import lax


def collatz_length(n: jax.Array) -> jax.Array:
    def step(_: jax.Array, carry: tuple[jax.Array, jax.Array]) -> tuple[jax.Array, jax.Array]:
        value, steps = carry
        done = value == 1
        value = jnp.where(done, value, jnp.where(value % 2 == 0, value // 2, 3 * value + 1))
        return value, steps + jnp.where(done, 0, 1)

    _, steps = lax.fori_loop(0, 1000, step, (jnp.asarray(n, jnp.int32), jnp.int32(0)))
    return steps
