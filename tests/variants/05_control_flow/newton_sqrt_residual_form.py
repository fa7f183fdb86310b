"""Writes the Newton step as y - (y*y - a) / (2*y): the same algebra, but y*y overflows while y is still large."""
EXERCISE = "control_flow.newton_sqrt"
VERDICT = "fail"
MESSAGE = '[edge_cases] not finite: the result of newton_sqrt(a=array([3.e+38'

import jax
import jax.numpy as jnp
from jax import lax


def newton_sqrt(a: jax.Array, n_iters: int) -> jax.Array:
    a = jnp.asarray(a)
    a = a.astype(jnp.result_type(a, 1.0))

    def _nsr_body(i, y):
        return y - (y * y - a) / (2 * y)

    return lax.fori_loop(0, n_iters, _nsr_body, a)
