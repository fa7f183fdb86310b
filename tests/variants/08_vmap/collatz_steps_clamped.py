"""Alternative: the cond kept, its operand clamped to at least 1 (the loop then ends at once)."""
EXERCISE = "vmap.collatz_steps"
VERDICT = "pass"

import jax.numpy as jnp
from jax import lax


# `count_steps` is the module's own (the variant is appended to it).


def _no_steps(n):
    return jnp.full_like(n, -1)


def collatz_steps(n):
    return lax.cond(n >= 1, count_steps, _no_steps, jnp.maximum(n, 1))
