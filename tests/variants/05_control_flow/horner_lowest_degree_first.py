"""Treats coeffs[0] as the constant term (lowest degree first), the opposite of the exercise."""
EXERCISE = "control_flow.horner"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax
import jax.numpy as jnp
from jax import lax


def horner(coeffs: jax.Array, x: jax.Array) -> jax.Array:
    coeffs = jnp.asarray(coeffs)
    x = jnp.asarray(x)
    n = coeffs.shape[0]
    start = jnp.zeros(x.shape, jnp.result_type(coeffs, x))
    return lax.fori_loop(0, n, lambda i, value: value * x + coeffs[n - 1 - i], start)
