"""Shuffles with NumPy's global generator instead of the key."""
EXERCISE = "training.shuffled_batches"
VERDICT = "fail"
MESSAGE = "global random"

import numpy as np


def shuffled_batches(key, x, y, batch_size):
    n_batches = x.shape[0] // batch_size
    order = np.random.permutation(x.shape[0])[: n_batches * batch_size]
    return x[order].reshape(n_batches, batch_size, -1), y[order].reshape(n_batches, batch_size)
