"""The student caches the jitted jacrev per function name to avoid re-tracing; every lambda is named "<lambda>", so a second lambda gets the first one's Jacobian."""
EXERCISE = "grad.jacobian"
VERDICT = "fail"
MESSAGE = 'wrong values for jacobian'

from typing import Callable

import jax
import jax.numpy as jnp

_JAC_CACHE: dict = {}


def jacobian(f: Callable[[jax.Array], jax.Array], x: jax.Array) -> jax.Array:
    key = getattr(f, "__qualname__", repr(f))
    if key not in _JAC_CACHE:
        _JAC_CACHE[key] = jax.jit(jax.jacrev(f))
    return _JAC_CACHE[key](x)
