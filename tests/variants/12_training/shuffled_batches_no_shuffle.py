"""Cuts batches in the original order: the key is ignored."""
EXERCISE = "training.shuffled_batches"
VERDICT = "fail"
MESSAGE = "ignores its key"

def shuffled_batches(key, x, y, batch_size):
    n_batches = x.shape[0] // batch_size
    keep = n_batches * batch_size
    return x[:keep].reshape(n_batches, batch_size, -1), y[:keep].reshape(n_batches, batch_size)
