"""Starts the loop from `jnp.zeros(x.shape)`, a float32 carry: float16 inputs give a float32 result."""
EXERCISE = "control_flow.horner"
VERDICT = "fail"
MESSAGE = "with coeffs and x in float16, the result should stay float16"

import jax
import jax.numpy as jnp
from jax import lax


def horner(coeffs: jax.Array, x: jax.Array) -> jax.Array:
    coeffs, x = jnp.asarray(coeffs), jnp.asarray(x)
    return lax.fori_loop(0, coeffs.shape[0], lambda i, value: value * x + coeffs[i], jnp.zeros(x.shape))
