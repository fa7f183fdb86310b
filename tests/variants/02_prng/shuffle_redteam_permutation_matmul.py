"""Applies the permutation as a one-hot matrix product (P @ x): an inf or nan in one row turns entries of other rows into nan.

Violates: "An array with the same shape and dtype as x: its rows, permuted."
Verifying input: key(0), x = [[inf], [1], [2], [3]] (float32), epoch 0 -> the docstring requires a permutation of inf, 1, 2, 3, this returns nan in every row not holding the inf.
"""
EXERCISE = "prng.shuffle"
VERDICT = "fail"
MESSAGE = '[is_permutation] wrong values'

import jax
import jax.numpy as jnp
import numpy as np


def shuffle(key: jax.Array, x: jax.Array, epoch: int) -> jax.Array:
    x = jnp.asarray(x)
    n = x.shape[0]
    perm = jax.random.permutation(jax.random.fold_in(key, epoch), n)
    p = jax.nn.one_hot(perm, n, dtype=x.dtype)
    return jnp.tensordot(p, x, axes=1).astype(x.dtype)
