"""Shuffles the data once, before the epochs: every epoch visits the minibatches in the same order."""
EXERCISE = "training.train"
VERDICT = "fail"
MESSAGE = "same order every epoch"

from functools import partial

import jax


@partial(jax.jit, static_argnames=("n_epochs", "batch_size", "n_hidden"))
def train(key, x, y, n_epochs, batch_size, lr, n_hidden):
    init_key, shuffle_key = jax.random.split(key)
    params = init_params(init_key, x.shape[1], n_hidden)
    xb, yb = shuffled_batches(shuffle_key, x, y, batch_size)

    def epoch(params, _):
        params, batch_losses = jax.lax.scan(lambda p, b: train_step(p, b[0], b[1], lr), params, (xb, yb))
        return params, batch_losses.mean()

    return jax.lax.scan(epoch, params, None, length=n_epochs)
