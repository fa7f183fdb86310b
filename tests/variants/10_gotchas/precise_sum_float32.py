"""Sums without 64-bit mode: JAX computes in float32."""
EXERCISE = "gotchas.precise_sum"
VERDICT = "fail"
MESSAGE = "jax.enable_x64(True)"

import jax.numpy as jnp


def precise_sum(x):
    return jnp.sum(jnp.asarray(x, jnp.float64))
