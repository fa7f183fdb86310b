"""Caches the jitted vmap(vmap(f)) in a global dict keyed by f.__code__: two closures of the same def (say RBF kernels with different widths) share one cached program."""
EXERCISE = "vmap.pairwise"
VERDICT = "fail"
MESSAGE = 'wrong values for pairwise('

from typing import Callable

import jax
import jax.numpy as jnp

_PWC_CACHE = {}


def pairwise(f: Callable[[jax.Array, jax.Array], jax.Array], xs: jax.Array, ys: jax.Array) -> jax.Array:
    key = getattr(f, "__code__", f)
    if key not in _PWC_CACHE:
        inner = jax.vmap(f, in_axes=(None, 0))
        _PWC_CACHE[key] = jax.jit(jax.vmap(inner, in_axes=(0, None)))
    return _PWC_CACHE[key](xs, ys)
