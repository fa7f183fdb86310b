"""Flawed: takes the norm in float32 as the docstring advises, then casts it back to x's dtype before dividing: a
float16 x whose norm is past 65504 gets an infinite norm, and the result collapses to zeros."""
EXERCISE = "static_args.normalize"
VERDICT = "fail"
MESSAGE = "should be 0.83203125, got 0.0"

import jax
import jax.numpy as jnp


@jax.jit
def normalize(x, eps):
    norm = jnp.sqrt(jnp.sum(jnp.square(x.astype(jnp.float32)))).astype(x.dtype)
    return (x / (norm + eps)).astype(x.dtype)
