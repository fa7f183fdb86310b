"""Starts the loop at 1 out of habit, from zero, so the leading coefficient is never added."""
EXERCISE = "control_flow.horner"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax
import jax.numpy as jnp
from jax import lax


def horner(coeffs: jax.Array, x: jax.Array) -> jax.Array:
    coeffs = jnp.asarray(coeffs)
    x = jnp.asarray(x)
    start = jnp.zeros(x.shape, jnp.result_type(coeffs, x))
    return lax.fori_loop(1, coeffs.shape[0], lambda i, value: value * x + coeffs[i], start)
