"""Shuffles by argsorting random integers in [0, n): ties keep their original order, so the permutation is not uniform."""
EXERCISE = "training.shuffled_batches"
VERDICT = "fail"
MESSAGE = 'not uniform'

import jax
import jax.numpy as jnp


def shuffled_batches(key, x, y, batch_size):
    n = x.shape[0]
    n_batches = n // batch_size
    kept = n_batches * batch_size
    order = jnp.argsort(jax.random.randint(key, (n,), 0, n))[:kept]
    return x[order].reshape(n_batches, batch_size, *x.shape[1:]), y[order].reshape(n_batches, batch_size)
