"""Converts x before switching 64-bit mode on: the float32 rounding has already happened."""
EXERCISE = "gotchas.precise_sum"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax
import jax.numpy as jnp


def precise_sum(x):
    x = jnp.asarray(x)
    with jax.enable_x64(True):
        return jnp.sum(x.astype(jnp.float64))
