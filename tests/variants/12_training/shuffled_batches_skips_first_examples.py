"""Shuffles only the last n_batches * batch_size examples ((n - kept) + permutation(kept)): the first n % batch_size
examples can never be drawn, so not every order is equally likely when n is not a multiple of batch_size."""
EXERCISE = "training.shuffled_batches"
VERDICT = "fail"
MESSAGE = "not uniform: in the orders of y in one batch of 2 of 3 examples"

import jax


def shuffled_batches(key, x, y, batch_size):
    n = x.shape[0]
    n_batches = n // batch_size
    kept = n_batches * batch_size
    order = (n - kept) + jax.random.permutation(key, kept)
    return x[order].reshape(n_batches, batch_size, *x.shape[1:]), y[order].reshape(n_batches, batch_size)
