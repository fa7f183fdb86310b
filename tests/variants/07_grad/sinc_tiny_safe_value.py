"""Keeps `sin(x)` as it is and divides by `where(x == 0, 1e-12, x)`: 1e-12 is 0 in float16, and the gradient at 0 is NaN."""
EXERCISE = "grad.sinc"
VERDICT = "fail"
MESSAGE = "not finite: jax.grad of the sum of sinc"

import jax
import jax.numpy as jnp


def sinc(x: jax.Array) -> jax.Array:
    x = jnp.asarray(x)
    denominator = jnp.where(x == 0, 1e-12, x)  # never divide by zero
    return jnp.where(x == 0, 1.0, jnp.sin(x) / denominator)
