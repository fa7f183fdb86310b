"""Runs Horner's rule in a Python for loop, which jit unrolls once per coefficient."""
EXERCISE = "control_flow.horner"
VERDICT = "fail"
MESSAGE = "grows with the problem"

import jax
import jax.numpy as jnp


def horner(coeffs: jax.Array, x: jax.Array) -> jax.Array:
    x = jnp.asarray(x)
    value = jnp.zeros(x.shape, jnp.result_type(coeffs, x))
    for c in coeffs:
        value = value * x + c
    return value
