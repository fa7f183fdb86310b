"""The student makes the loop end by rewriting it with an iteration cap of 256 ("the grader's numbers need at most 118 steps") instead of feeding count_steps safe inputs: numbers that need more than 256 steps get 256.

Violates: "count_steps(n) for ONE integer n >= 1" (the number of steps; and "count_steps is used as given").
Verifying input: n = 6171 (261 Collatz steps) -> the docstring requires 261; this returns 256.
"""
EXERCISE = "vmap.collatz_steps"
VERDICT = "fail"
MESSAGE = 'the result should be 350, got 256'

import jax
import jax.numpy as jnp
from jax import lax


def collatz_steps(n: jax.Array) -> jax.Array:
    n = jnp.asarray(n)

    def _cs_cap_going(state):
        m, k = state
        return (m != 1) & (k < 256)

    def _cs_cap_step(state):
        m, k = state
        return jnp.where(m % 2 == 0, m // 2, 3 * m + 1), k + 1

    _, k = lax.while_loop(_cs_cap_going, _cs_cap_step, (n, jnp.zeros_like(n)))
    return jnp.where(n >= 1, k, -1)
