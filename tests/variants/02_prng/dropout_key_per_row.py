"""Correct alternative: one key per row (fold_in the row index), a mask per row by comparing uniform bits."""
EXERCISE = "prng.dropout"
VERDICT = "pass"

import math

import jax
import jax.numpy as jnp


def dropout(key, x, rate):
    x = jnp.asarray(x)
    rows = x.reshape((x.shape[0] if x.ndim else 1), math.prod(x.shape[1:]))  # not -1: x may have no elements
    row_keys = jax.vmap(jax.random.fold_in, (None, 0))(key, jnp.arange(rows.shape[0]))
    uniforms = jax.vmap(lambda k: jax.random.uniform(k, rows.shape[1:]))(row_keys)
    keep = (uniforms >= rate).reshape(x.shape)
    return jnp.where(keep, x / (1.0 - rate), jnp.zeros_like(x)).astype(x.dtype)
