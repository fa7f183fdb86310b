"""The student replaces count_steps with an own while_loop whose condition also stops at m < 1, instead of using count_steps as given."""
EXERCISE = "vmap.collatz_steps"
VERDICT = "fail"
MESSAGE = 'and the answer did not follow it'

import jax
import jax.numpy as jnp
from jax import lax


def collatz_steps(n: jax.Array) -> jax.Array:
    n = jnp.asarray(n)

    def cond(state):
        m, _ = state
        return (m != 1) & (m >= 1)

    def body(state):
        m, steps = state
        return jnp.where(m % 2 == 0, m // 2, 3 * m + 1), steps + 1

    steps = lax.while_loop(cond, body, (n, jnp.zeros_like(n)))[1]
    return jnp.where(n >= 1, steps, -1).astype(n.dtype)
