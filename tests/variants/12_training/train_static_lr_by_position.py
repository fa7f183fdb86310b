"""Makes the learning rate static with `static_argnums`: a caller that passes `lr` by keyword never
notices, one that passes it by position (as the docstring's example does) hands a traced `lr` to a
static argument under `jax.jit`, and every new learning rate would compile again."""
EXERCISE = "training.train"
VERDICT = "fail"
MESSAGE = "passed by position"

from functools import partial

import jax


@partial(jax.jit, static_argnames=("n_epochs", "batch_size", "n_hidden"), static_argnums=5)
def train(key, x, y, n_epochs, batch_size, lr, n_hidden):
    init_key, shuffle_key = jax.random.split(key)
    params = init_params(init_key, x.shape[1], n_hidden)

    def epoch(params, epoch_key):
        xb, yb = shuffled_batches(epoch_key, x, y, batch_size)
        params, batch_losses = jax.lax.scan(lambda p, b: train_step(p, b[0], b[1], lr), params, (xb, yb))
        return params, batch_losses.mean()

    return jax.lax.scan(epoch, params, jax.random.split(shuffle_key, n_epochs))
