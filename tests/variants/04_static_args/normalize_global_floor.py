"""Adds a lower-case module variable to the denominator "for safety", a hidden input."""
EXERCISE = "static_args.normalize"
VERDICT = "fail"
MESSAGE = "reads the global variable"

import jax
import jax.numpy as jnp

tiny = 1e-12


@jax.jit
def normalize(x: jax.Array, eps: float) -> jax.Array:
    return x / (jnp.linalg.norm(x) + eps + tiny)
