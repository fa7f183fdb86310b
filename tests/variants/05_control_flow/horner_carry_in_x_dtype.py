"""Flawed: keeps the loop's carry in x's dtype to satisfy fori_loop's equal-carry rule, so float32 coefficients
with a float16 x give a float16 result, rounded at every step, where `jnp.result_type(coeffs, x)` is float32."""
EXERCISE = "control_flow.horner"
VERDICT = "fail"
MESSAGE = "Something narrowed it"

import jax
import jax.numpy as jnp
from jax import lax


def horner(coeffs: jax.Array, x: jax.Array) -> jax.Array:
    coeffs, x = jnp.asarray(coeffs), jnp.asarray(x)

    def body(i, v):
        return (v * x + coeffs[i]).astype(x.dtype)

    return lax.fori_loop(0, coeffs.shape[0], body, jnp.zeros_like(x))
