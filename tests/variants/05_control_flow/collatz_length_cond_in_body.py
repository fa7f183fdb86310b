"""Alternative: lax.cond picks the Collatz step, and bit operations test parity and halve."""
EXERCISE = "control_flow.collatz_length"
VERDICT = "pass"

import jax
import jax.numpy as jnp
from jax import lax


def collatz_length(n: jax.Array) -> jax.Array:
    def step(carry: tuple[jax.Array, jax.Array]) -> tuple[jax.Array, jax.Array]:
        value, steps = carry
        value = lax.cond(value & 1 == 0, lambda v: v >> 1, lambda v: 3 * v + 1, value)
        return value, steps + 1

    _, steps = lax.while_loop(lambda carry: carry[0] != 1, step, (jnp.asarray(n, jnp.int32), jnp.int32(0)))
    return steps
