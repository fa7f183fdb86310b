"""Correct alternative: sums the minibatch losses in the scan's carry and divides at the end."""
EXERCISE = "training.train"
VERDICT = "pass"

from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("n_epochs", "batch_size", "n_hidden"))
def train(key, x, y, n_epochs, batch_size, lr, n_hidden):
    keys = jax.random.split(key, n_epochs + 1)
    params = init_params(keys[0], x.shape[1], n_hidden)

    def epoch(params, epoch_key):
        xb, yb = shuffled_batches(epoch_key, x, y, batch_size)

        def step(carry, batch):
            params, total = carry
            params, loss = train_step(params, batch[0], batch[1], lr)
            return (params, total + loss), None

        (params, total), _ = jax.lax.scan(step, (params, jnp.float32(0.0)), (xb, yb))
        return params, total / xb.shape[0]

    return jax.lax.scan(epoch, params, keys[1:])
