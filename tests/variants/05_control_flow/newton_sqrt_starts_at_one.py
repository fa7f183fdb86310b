"""Starts Newton's method from y = 1 instead of y = a, so few iterations give other values."""
EXERCISE = "control_flow.newton_sqrt"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax
import jax.numpy as jnp
from jax import lax


def newton_sqrt(a: jax.Array, n_iters: int) -> jax.Array:
    a = jnp.asarray(a, jnp.float32)
    return lax.fori_loop(0, n_iters, lambda _, y: (y + a / y) / 2, jnp.ones_like(a))
