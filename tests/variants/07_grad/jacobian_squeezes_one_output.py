"""The student squeezes the Jacobian "to drop stray singleton axes", so a function with one output (m = 1) gives shape (n,) instead of (1, n)."""
EXERCISE = "grad.jacobian"
VERDICT = "fail"
MESSAGE = 'wrong shape'

from typing import Callable

import jax
import jax.numpy as jnp


def jacobian(f: Callable[[jax.Array], jax.Array], x: jax.Array) -> jax.Array:
    return jnp.squeeze(jax.jacrev(f)(x))
