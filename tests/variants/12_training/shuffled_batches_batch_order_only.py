"""Cuts the batches in order and shuffles only the order of the batches: each batch holds the same rows every epoch."""
EXERCISE = "training.shuffled_batches"
VERDICT = "fail"
MESSAGE = "not shuffled"

import jax
import jax.numpy as jnp


def shuffled_batches(key, x, y, batch_size):
    n_batches = x.shape[0] // batch_size
    kept = n_batches * batch_size
    xb = x[:kept].reshape((n_batches, batch_size) + x.shape[1:])
    yb = y[:kept].reshape(n_batches, batch_size)
    order = jax.random.permutation(key, n_batches)
    return xb[order], yb[order]
