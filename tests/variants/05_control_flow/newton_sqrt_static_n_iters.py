"""Makes n_iters static, so every new number of iterations compiles the function again."""
EXERCISE = "control_flow.newton_sqrt"
VERDICT = "fail"
MESSAGE = "recompiled"

from functools import partial

import jax
import jax.numpy as jnp
from jax import lax


@partial(jax.jit, static_argnames="n_iters")
def newton_sqrt(a: jax.Array, n_iters: int) -> jax.Array:
    a = jnp.asarray(a, jnp.float32)
    return lax.fori_loop(0, n_iters, lambda _, y: (y + a / y) / 2, a)
