"""Correct alternative: epoch keys by fold_in of the epoch number, a fori_loop over minibatches."""
EXERCISE = "training.train"
VERDICT = "pass"

from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("n_epochs", "batch_size", "n_hidden"))
def train(key, x, y, n_epochs, batch_size, lr, n_hidden):
    init_key, shuffle_key = jax.random.split(key)
    params = init_params(init_key, x.shape[1], n_hidden)

    def epoch(params, index):
        xb, yb = shuffled_batches(jax.random.fold_in(shuffle_key, index), x, y, batch_size)

        def step(i, carry):
            params, total = carry
            params, loss = train_step(params, xb[i], yb[i], lr)
            return params, total + loss

        params, total = jax.lax.fori_loop(0, xb.shape[0], step, (params, jnp.zeros(())))
        return params, total / xb.shape[0]

    return jax.lax.scan(epoch, params, jnp.arange(n_epochs))
