"""Returns jax.jacfwd(f)(x) as is: forward mode gives the dtype of f's output, so an f that computes in float32 turns a float16 x into a float32 Jacobian."""
EXERCISE = "grad.jacobian"
VERDICT = "fail"
MESSAGE = 'wrong dtype'

from typing import Callable

import jax
import jax.numpy as jnp


def jacobian(f: Callable[[jax.Array], jax.Array], x: jax.Array) -> jax.Array:
    return jax.jacfwd(f)(x)
