"""Makes the loop safe but returns the steps of the stand-in (0) for n < 1 instead of -1."""
EXERCISE = "vmap.collatz_steps"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax.numpy as jnp
from jax import lax


def count_steps(n):
    def not_there(state):
        m, _ = state
        return m != 1

    def step(state):
        m, steps = state
        return jnp.where(m % 2 == 0, m // 2, 3 * m + 1), steps + 1

    n = jnp.asarray(n)
    return lax.while_loop(not_there, step, (n, jnp.zeros_like(n)))[1]


def _no_steps(n):
    return jnp.full_like(n, -1)


def collatz_steps(n):
    return count_steps(jnp.maximum(n, 1))
