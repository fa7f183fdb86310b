"""Alternative: starts from the leading coefficient and loops over the rest with fori_loop(1, n)."""
EXERCISE = "control_flow.horner"
VERDICT = "pass"

import jax
import jax.numpy as jnp
from jax import lax


def horner(coeffs: jax.Array, x: jax.Array) -> jax.Array:
    coeffs = jnp.asarray(coeffs)
    x = jnp.asarray(x)
    start = jnp.broadcast_to(coeffs[0], x.shape).astype(jnp.result_type(coeffs, x))
    return lax.fori_loop(1, len(coeffs), lambda i, value: value * x + coeffs[i], start)
