"""Correct alternative: draws every epoch's permutation up front (vmap over epoch keys), gathers rows per epoch."""
EXERCISE = "training.train"
VERDICT = "pass"

from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("n_epochs", "batch_size", "n_hidden"))
def train(key, x, y, n_epochs, batch_size, lr, n_hidden):
    init_key, order_key = jax.random.split(key)
    params = init_params(init_key, x.shape[1], n_hidden)
    n_batches = x.shape[0] // batch_size
    orders = jax.vmap(lambda k: jax.random.permutation(k, x.shape[0]))(jax.random.split(order_key, n_epochs))
    orders = orders[:, : n_batches * batch_size].reshape(n_epochs, n_batches, batch_size)

    def epoch(params, order):
        params, losses = jax.lax.scan(lambda p, rows: train_step(p, x[rows], y[rows], lr), params, order)
        return params, jnp.mean(losses)

    return jax.lax.scan(epoch, params, orders)
