"""Compiles with `rate` static so that a Python `if rate == 0` works: every new rate recompiles."""
EXERCISE = "prng.dropout"
VERDICT = "fail"
MESSAGE = "compile"

from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="rate")
def dropout(key: jax.Array, x: jax.Array, rate: float) -> jax.Array:
    if rate == 0:
        return x
    keep = jax.random.bernoulli(key, 1.0 - rate, x.shape)
    return jnp.where(keep, x / (1.0 - rate), 0).astype(x.dtype)
