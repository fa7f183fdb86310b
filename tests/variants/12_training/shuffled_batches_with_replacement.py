"""Samples rows with replacement (randint): some examples appear twice, others never."""
EXERCISE = "training.shuffled_batches"
VERDICT = "fail"
MESSAGE = "distinct"

import jax


def shuffled_batches(key, x, y, batch_size):
    n_batches = x.shape[0] // batch_size
    index = jax.random.randint(key, (n_batches * batch_size,), 0, x.shape[0])
    return x[index].reshape(n_batches, batch_size, -1), y[index].reshape(n_batches, batch_size)
