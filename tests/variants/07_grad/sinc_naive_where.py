"""The one-where version: right values, NaN gradient at 0."""
EXERCISE = "grad.sinc"
VERDICT = "fail"
MESSAGE = "not finite"

import jax.numpy as jnp


def sinc(x):
    return jnp.where(x == 0, 1.0, jnp.sin(x) / x)
