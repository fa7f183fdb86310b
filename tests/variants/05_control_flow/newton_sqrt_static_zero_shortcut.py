"""Jits itself with `n_iters` static and returns early in Python when it is 0: `n_iters` may be traced."""
EXERCISE = "control_flow.newton_sqrt"
VERDICT = "fail"
MESSAGE = "static"

from functools import partial

import jax
import jax.numpy as jnp
from jax import lax


@partial(jax.jit, static_argnames="n_iters")
def newton_sqrt(a, n_iters):
    a = jnp.asarray(a)
    a = a.astype(jnp.result_type(a, 1.0))
    if n_iters == 0:
        return a
    return lax.fori_loop(0, n_iters, lambda i, y: (y + a / y) / 2, a)
