"""A `while_loop` with a "safety" cap of 300 steps against endless loops: every start below 3000 needs fewer."""
EXERCISE = "control_flow.collatz_length"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax.numpy as jnp
from jax import lax


def collatz_length(n):
    def more(carry):
        value, steps = carry
        return (value > 1) & (steps < 300)

    def step(carry):
        value, steps = carry
        return jnp.where(value % 2 == 0, value // 2, 3 * value + 1), steps + 1

    return lax.while_loop(more, step, (jnp.asarray(n, jnp.int32), jnp.int32(0)))[1]
