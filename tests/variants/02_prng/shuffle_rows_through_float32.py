"""Shuffles a float32 copy of x and casts back: every dtype keeps its name, but int32 values past 2**24 come back
changed (16777217 is 16777216.0 in float32).

Violates: "An array with the same shape and dtype as x: its rows, permuted" for "Any values" of x.
Verifying input: x = int32 [-2147483648, -1, 0, 16777217, 2147483647] -> its own values in some order; this returns
16777216 for 16777217.
"""
EXERCISE = "prng.shuffle"
VERDICT = "fail"
MESSAGE = "some row is missing, repeated or changed"

import jax
import jax.numpy as jnp


def shuffle(key: jax.Array, x: jax.Array, epoch: int) -> jax.Array:
    x = jnp.asarray(x)
    order = jax.random.permutation(jax.random.fold_in(key, epoch), x.shape[0])
    return x.astype(jnp.float32)[order].astype(x.dtype)
