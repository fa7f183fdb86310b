"""Shuffles x and y with two different permutations: inputs lose their targets."""
EXERCISE = "training.shuffled_batches"
VERDICT = "fail"
MESSAGE = "lost its target"

import jax


def shuffled_batches(key, x, y, batch_size):
    kx, ky = jax.random.split(key)
    n_batches = x.shape[0] // batch_size
    keep = n_batches * batch_size
    xs = jax.random.permutation(kx, x)[:keep]
    ys = jax.random.permutation(ky, y)[:keep]
    return xs.reshape(n_batches, batch_size, -1), ys.reshape(n_batches, batch_size)
