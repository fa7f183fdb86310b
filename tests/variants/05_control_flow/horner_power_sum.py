"""The student sums c_i * x**k inside a fori_loop (powers, not Horner's rule), which overflows where Horner does not."""
EXERCISE = "control_flow.horner"
VERDICT = "fail"
MESSAGE = 'not finite'

import jax
import jax.numpy as jnp
from jax import lax


def horner(coeffs: jax.Array, x: jax.Array) -> jax.Array:
    coeffs = jnp.asarray(coeffs)
    x = jnp.asarray(x)
    dtype = jnp.result_type(coeffs, x)
    coeffs = coeffs.astype(dtype)
    x = x.astype(dtype)
    n = coeffs.shape[0]

    def body(i, acc):
        return acc + coeffs[i] * x ** (n - 1 - i).astype(dtype)

    return lax.fori_loop(0, n, body, jnp.zeros(x.shape, dtype))
