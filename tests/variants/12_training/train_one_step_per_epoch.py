"""Takes only the first minibatch of each epoch: far too few steps to fit."""
EXERCISE = "training.train"
VERDICT = "fail"
MESSAGE = "must be below"

from functools import partial

import jax


@partial(jax.jit, static_argnames=("n_epochs", "batch_size", "n_hidden"))
def train(key, x, y, n_epochs, batch_size, lr, n_hidden):
    init_key, shuffle_key = jax.random.split(key)
    params = init_params(init_key, x.shape[1], n_hidden)

    def epoch(params, epoch_key):
        xb, yb = shuffled_batches(epoch_key, x, y, batch_size)
        return train_step(params, xb[0], yb[0], lr)

    return jax.lax.scan(epoch, params, jax.random.split(shuffle_key, n_epochs))
