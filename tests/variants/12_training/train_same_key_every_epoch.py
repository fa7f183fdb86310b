"""Shuffles every epoch with the same key (and initialises from it too)."""
EXERCISE = "training.train"
VERDICT = "fail"
MESSAGE = "reused a key"

from functools import partial

import jax


@partial(jax.jit, static_argnames=("n_epochs", "batch_size", "n_hidden"))
def train(key, x, y, n_epochs, batch_size, lr, n_hidden):
    params = init_params(key, x.shape[1], n_hidden)

    def epoch(params, _):
        xb, yb = shuffled_batches(key, x, y, batch_size)
        params, batch_losses = jax.lax.scan(lambda p, b: train_step(p, b[0], b[1], lr), params, (xb, yb))
        return params, batch_losses.mean()

    return jax.lax.scan(epoch, params, None, length=n_epochs)
