"""A fori_loop from the constant term up, carrying the sum and the current power of x: a sum of powers, not the Horner rule the docstring names, and x**3 overflows where every step of the rule stays finite."""
EXERCISE = "control_flow.horner"
VERDICT = "fail"
MESSAGE = "not finite"

import jax
import jax.numpy as jnp
from jax import lax


def horner(coeffs: jax.Array, x: jax.Array) -> jax.Array:
    coeffs = jnp.asarray(coeffs)
    x = jnp.asarray(x)
    n = coeffs.shape[0]
    dtype = jnp.result_type(coeffs, x)

    def step(i: jax.Array, carry: tuple[jax.Array, jax.Array]) -> tuple[jax.Array, jax.Array]:
        total, power = carry
        return total + coeffs[n - 1 - i] * power, power * x

    total, _ = lax.fori_loop(0, n, step, (jnp.zeros(x.shape, dtype), jnp.ones(x.shape, dtype)))
    return total
