"""Correct alternative: the permutation is the argsort of random 32-bit integers."""
EXERCISE = "training.shuffled_batches"
VERDICT = "pass"

import jax
import jax.numpy as jnp


def shuffled_batches(key, x, y, batch_size):
    n = x.shape[0]
    n_batches = n // batch_size
    order = jnp.argsort(jax.random.bits(key, (n,)))[: n_batches * batch_size]
    return x[order].reshape((n_batches, batch_size) + x.shape[1:]), y[order].reshape(n_batches, batch_size)
