"""Saves jax.config.jax_enable_x64 and sets it back with jax.config.update in a finally block: inside a caller's `with jax.enable_x64(True):` block the value read is the block's, so 64-bit mode is left on globally for the rest of the program. (Once graded as a correct alternative.)"""
EXERCISE = "gotchas.precise_sum"
VERDICT = "fail"
MESSAGE = "called inside a caller's `with jax.enable_x64(True):` block"

import jax
import jax.numpy as jnp


def precise_sum(x):
    before = jax.config.jax_enable_x64
    jax.config.update("jax_enable_x64", True)
    try:
        return jnp.sum(jnp.asarray(x, jnp.float64))
    finally:
        jax.config.update("jax_enable_x64", before)
