"""Reads 64-bit mode first and puts back exactly that: correct, if longer than a `with` block."""
EXERCISE = "gotchas.precise_sum"
VERDICT = "pass"

import jax
import jax.numpy as jnp


def precise_sum(x):
    before = jax.config.jax_enable_x64
    jax.config.update("jax_enable_x64", True)
    try:
        return jnp.sum(jnp.asarray(x, jnp.float64))
    finally:
        jax.config.update("jax_enable_x64", before)
