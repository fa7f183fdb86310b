"""Makes the loop safe but returns the steps of the stand-in (0) for n < 1 instead of -1."""
EXERCISE = "vmap.collatz_steps"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax.numpy as jnp
from jax import lax


# `count_steps` is the module's own (the variant is appended to it).


def _no_steps(n):
    return jnp.full_like(n, -1)


def collatz_steps(n):
    return count_steps(jnp.maximum(n, 1))
