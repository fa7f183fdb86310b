"""Loops with range(n_iters), which needs n_iters as a Python int; under jit it is traced."""
EXERCISE = "control_flow.newton_sqrt"
VERDICT = "fail"
MESSAGE = "does not work under jax.jit"

import jax
import jax.numpy as jnp


def newton_sqrt(a: jax.Array, n_iters: int) -> jax.Array:
    a = jnp.asarray(a, jnp.float32)
    y = a
    for _ in range(n_iters):
        y = (y + a / y) / 2
    return y
