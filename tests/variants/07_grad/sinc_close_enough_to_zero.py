"""Calls |x| < 0.1 "close enough to 0" and returns 1 there: sinc(0.05) is 0.99958, not 1."""
EXERCISE = "grad.sinc"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax.numpy as jnp


def sinc(x):
    near = jnp.abs(x) < 0.1
    safe = jnp.where(near, 1.0, x)
    return jnp.where(near, 1.0, jnp.sin(safe) / safe)
