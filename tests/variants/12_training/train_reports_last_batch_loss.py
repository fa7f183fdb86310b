"""Trains well, but reports each epoch's last minibatch loss instead of the epoch's mean."""
EXERCISE = "training.train"
VERDICT = "fail"
MESSAGE = "Which loss does an epoch report"

from functools import partial

import jax


@partial(jax.jit, static_argnames=("n_epochs", "batch_size", "n_hidden"))
def train(key, x, y, n_epochs, batch_size, lr, n_hidden):
    init_key, shuffle_key = jax.random.split(key)
    params = init_params(init_key, x.shape[1], n_hidden)

    def epoch(params, epoch_key):
        xb, yb = shuffled_batches(epoch_key, x, y, batch_size)
        params, losses = jax.lax.scan(lambda p, b: train_step(p, b[0], b[1], lr), params, (xb, yb))
        return params, losses[-1]

    return jax.lax.scan(epoch, params, jax.random.split(shuffle_key, n_epochs))
