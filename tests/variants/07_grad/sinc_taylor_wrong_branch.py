"""Uses a safe divisor but returns 0 at x == 0 instead of 1."""
EXERCISE = "grad.sinc"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax.numpy as jnp


def sinc(x):
    safe = jnp.where(x == 0, 1.0, x)
    return jnp.where(x == 0, 0.0, jnp.sin(safe) / safe)
