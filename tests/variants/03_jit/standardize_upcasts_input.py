"""Converts x to float32 first "for stable statistics", and returns float32 for a float16 x."""
EXERCISE = "jit.standardize"
VERDICT = "fail"
MESSAGE = "with x in float16, the result should stay float16"

import jax
import jax.numpy as jnp


@jax.jit
def standardize(x: jax.Array) -> jax.Array:
    x = x.astype(jnp.float32)
    centred = x - x.mean(axis=0)
    return centred / (jnp.sqrt((centred**2).mean(axis=0)) + 1e-6)
