"""Runs the epochs as a Python loop under jit: the program grows with n_epochs."""
EXERCISE = "training.train"
VERDICT = "fail"
MESSAGE = "grows with the problem"

from functools import partial

import jax


@partial(jax.jit, static_argnames=("n_epochs", "batch_size", "n_hidden"))
def train(key, x, y, n_epochs, batch_size, lr, n_hidden):
    init_key, shuffle_key = jax.random.split(key)
    params = init_params(init_key, x.shape[1], n_hidden)
    losses = []
    for epoch_key in jax.random.split(shuffle_key, n_epochs):
        xb, yb = shuffled_batches(epoch_key, x, y, batch_size)
        params, batch_losses = jax.lax.scan(lambda p, b: train_step(p, b[0], b[1], lr), params, (xb, yb))
        losses.append(batch_losses.mean())
    return params, jax.numpy.stack(losses)
