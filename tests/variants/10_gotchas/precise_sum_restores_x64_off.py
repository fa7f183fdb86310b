"""Switches 64-bit mode on, then "restores" it to off, whatever it was before the call."""
EXERCISE = "gotchas.precise_sum"
VERDICT = "fail"
MESSAGE = "did not put back the global JAX switch it found: called with `jax_enable_x64` already set to True"

import jax
import jax.numpy as jnp


def precise_sum(x):
    jax.config.update("jax_enable_x64", True)
    try:
        return jnp.sum(jnp.asarray(x, jnp.float64))
    finally:
        jax.config.update("jax_enable_x64", False)
