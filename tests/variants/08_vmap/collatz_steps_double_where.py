"""Alternative: no cond at all: a where before the loop (a safe n) and a where after it (the -1)."""
EXERCISE = "vmap.collatz_steps"
VERDICT = "pass"

import jax.numpy as jnp
from jax import lax


# `count_steps` is the module's own (the variant is appended to it).


def _no_steps(n):
    return jnp.full_like(n, -1)


def collatz_steps(n):
    valid = n >= 1
    return jnp.where(valid, count_steps(jnp.where(valid, n, 1)), -1).astype(jnp.int32)
