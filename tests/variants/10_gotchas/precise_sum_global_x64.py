"""Right answer, but switches 64-bit mode on for the whole program."""
EXERCISE = "gotchas.precise_sum"
VERDICT = "fail"
MESSAGE = "with jax.enable_x64(True):"

import jax
import jax.numpy as jnp


def precise_sum(x):
    jax.config.update("jax_enable_x64", True)
    return jnp.sum(jnp.asarray(x, jnp.float64))
