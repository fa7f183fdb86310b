"""Converts `a` to float32 up front "so that integers work": a float16 `a` comes back as float32."""
EXERCISE = "control_flow.newton_sqrt"
VERDICT = "fail"
MESSAGE = "with a in float16, the result should be float16"

import jax
import jax.numpy as jnp
from jax import lax


def newton_sqrt(a: jax.Array, n_iters: int) -> jax.Array:
    a = jnp.asarray(a, jnp.float32)
    return lax.fori_loop(0, n_iters, lambda _, y: (y + a / y) / 2, a)
