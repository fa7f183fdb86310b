"""Initialises from a key of its own: every run starts from the same network."""
EXERCISE = "training.train"
VERDICT = "fail"
MESSAGE = "made its own key"

from functools import partial

import jax


@partial(jax.jit, static_argnames=("n_epochs", "batch_size", "n_hidden"))
def train(key, x, y, n_epochs, batch_size, lr, n_hidden):
    params = init_params(jax.random.key(42), x.shape[1], n_hidden)

    def epoch(params, epoch_key):
        xb, yb = shuffled_batches(epoch_key, x, y, batch_size)
        params, batch_losses = jax.lax.scan(lambda p, b: train_step(p, b[0], b[1], lr), params, (xb, yb))
        return params, batch_losses.mean()

    return jax.lax.scan(epoch, params, jax.random.split(key, n_epochs))
