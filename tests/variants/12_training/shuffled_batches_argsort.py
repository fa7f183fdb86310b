"""Correct alternative: a permutation from argsort of uniform numbers, rows gathered with jnp.take."""
EXERCISE = "training.shuffled_batches"
VERDICT = "pass"

import jax
import jax.numpy as jnp


def shuffled_batches(key, x, y, batch_size):
    n = x.shape[0]
    n_batches = n // batch_size
    order = jnp.argsort(jax.random.uniform(key, (n,)))[: n_batches * batch_size]
    xs = jnp.take(x, order, axis=0).reshape((n_batches, batch_size) + x.shape[1:])
    return xs, jnp.take(y, order).reshape(n_batches, batch_size)
