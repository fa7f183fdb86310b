"""Alternative: a custom_jvp whose rule passes the tangent through."""
EXERCISE = "autodiff_control.straight_through_round"
VERDICT = "pass"

import jax
import jax.numpy as jnp


@jax.custom_jvp
def _round(x):
    return jnp.round(x)


@_round.defjvp
def _round_jvp(primals, tangents):
    return _round(primals[0]), tangents[0]


def straight_through_round(x):
    return _round(jnp.asarray(x))
