"""Uses the learning rate that worked on the grader's data, 0.1, whatever `lr` says."""
EXERCISE = "training.train"
VERDICT = "fail"
MESSAGE = "does every step use `lr`"

from functools import partial

import jax


@partial(jax.jit, static_argnames=("n_epochs", "batch_size", "n_hidden"))
def train(key, x, y, n_epochs, batch_size, lr, n_hidden):
    init_key, shuffle_key = jax.random.split(key)
    params = init_params(init_key, x.shape[1], n_hidden)

    def epoch(params, epoch_key):
        xb, yb = shuffled_batches(epoch_key, x, y, batch_size)
        params, losses = jax.lax.scan(lambda p, b: train_step(p, b[0], b[1], 0.1), params, (xb, yb))
        return params, losses.mean()

    return jax.lax.scan(epoch, params, jax.random.split(shuffle_key, n_epochs))
