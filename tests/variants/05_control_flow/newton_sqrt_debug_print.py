"""Correct, but leaves a jax.debug.print of every iterate in the loop body."""
EXERCISE = "control_flow.newton_sqrt"
VERDICT = "fail"
MESSAGE = "calls back into Python"

import jax
import jax.numpy as jnp
from jax import lax


def newton_sqrt(a: jax.Array, n_iters: int) -> jax.Array:
    a = jnp.asarray(a, jnp.float32)

    def step(i: jax.Array, y: jax.Array) -> jax.Array:
        jax.debug.print("step {i}: y = {y}", i=i, y=y)
        return (y + a / y) / 2

    return lax.fori_loop(0, n_iters, step, a)
