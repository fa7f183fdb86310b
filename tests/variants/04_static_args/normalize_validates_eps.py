"""Checks eps with a Python if, which needs the value of the traced eps."""
EXERCISE = "static_args.normalize"
VERDICT = "fail"
MESSAGE = "does not work under jax.jit"

import jax
import jax.numpy as jnp


@jax.jit
def normalize(x: jax.Array, eps: float) -> jax.Array:
    if eps < 0:
        raise ValueError(f"eps must be non-negative, got {eps}")
    return x / (jnp.linalg.norm(x) + eps)
