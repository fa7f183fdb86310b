"""Shuffles by multiplying with a one-hot permutation matrix (P @ x): 0 * inf and 0 * nan are nan, so a single inf or nan in x spreads into every batch row.

Violates: "x: inputs ... of any dtype. Any values: inf and nan included."
Verifying input: x = arange(8).reshape(4, 2) with x[0, 0] = inf, batch_size 2 -> requires the inf in one row and every other value finite, this returns nan in column 0 of every other row.
"""
EXERCISE = "training.shuffled_batches"
VERDICT = "fail"
KIND = "beyond"

import jax
import jax.numpy as jnp


def shuffled_batches(key, x, y, batch_size):
    n = x.shape[0]
    n_batches = n // batch_size
    kept = n_batches * batch_size
    order = jax.random.permutation(key, n)[:kept]
    chooser = jax.nn.one_hot(order, n, dtype=x.dtype)                  # (kept, n)
    x_batches = (chooser @ x.reshape(n, -1)).reshape(n_batches, batch_size, *x.shape[1:])
    y_batches = (jax.nn.one_hot(order, n, dtype=y.dtype) @ y).reshape(n_batches, batch_size)
    return x_batches, y_batches


if __name__ == "__main__":
    import numpy as np

    xb, yb = shuffled_batches(jax.random.key(0), jnp.ones((10, 3)), jnp.ones(10), 4)
    assert (xb.shape, yb.shape) == ((2, 4, 3), (2, 4))
    x = jnp.arange(8.0).reshape(4, 2).at[0, 0].set(jnp.inf)
    xb, yb = shuffled_batches(jax.random.key(1), x, jnp.arange(4), 2)
    print(xb)
    # required: the batches hold the rows of x, so exactly one inf, no nan
    assert int(jnp.isnan(xb).sum()) > 0
    print("verified")
