"""Jits a fresh lambda on every call, so every call (new indices or not) traces and compiles again.

Violates: "One compilation per size: new indices or values must not recompile."
Verifying input: add_at(4, [0,1], [1.,2.]) then add_at(4, [2,3], [3.,4.]) -> the docstring requires one compilation for size 4, this compiles on each call.
"""
EXERCISE = "arrays.add_at"
VERDICT = "fail"
MESSAGE = 'called a second time with the same arguments, compiled'

import jax
import jax.numpy as jnp
import numpy as np


def add_at(size: int, indices: jax.Array, values: jax.Array) -> jax.Array:
    fast = jax.jit(lambda i, v: jnp.zeros(size, jnp.float32).at[i].add(v.astype(jnp.float32)))
    return fast(jnp.asarray(indices), jnp.asarray(values))
