"""The student fixed the reused key by gluing the targets to the inputs as one extra column, shuffling the rows with a single `permutation`, and splitting and casting back; the glued array has the promoted dtype of `x` and `y`, so integer labels pass through float16 (or float32) and come back rounded."""
EXERCISE = "training.shuffled_batches"
VERDICT = "fail"
MESSAGE = 'the int32 labels did not come back as they were'

import jax
import jax.numpy as jnp


def shuffled_batches(key, x, y, batch_size):
    n_batches = x.shape[0] // batch_size
    kept = n_batches * batch_size
    xy = jnp.concatenate([x, y[:, None]], axis=1)            # one array: rows stay paired
    xy = jax.random.permutation(key, xy)[:kept]              # key used once
    x_batches = xy[:, :-1].astype(x.dtype).reshape(n_batches, batch_size, *x.shape[1:])
    y_batches = xy[:, -1].astype(y.dtype).reshape(n_batches, batch_size)
    return x_batches, y_batches
