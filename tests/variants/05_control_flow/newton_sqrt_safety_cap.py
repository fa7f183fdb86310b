"""A `while_loop` with a "safety" cap of 16 steps: a = 1e12 still needs more."""
EXERCISE = "control_flow.newton_sqrt"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax.numpy as jnp
from jax import lax


def newton_sqrt(a, n_iters):
    a = jnp.asarray(a)
    a = a.astype(jnp.result_type(a, 1.0))

    def more(carry):
        i, _ = carry
        return (i < n_iters) & (i < 16)

    def step(carry):
        i, y = carry
        return i + 1, (y + a / y) / 2

    return lax.while_loop(more, step, (0, a))[1]
