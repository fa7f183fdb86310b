"""Fixes the reused key by splitting it and shuffling x with one half and y with the other, so x and y get two different orders and inputs are no longer paired with their targets.

Violates: "each input still paired with its own target"
Verifying input: x[i] = [i, i], y[i] = i for n = 8, batch_size 4 -> requires yb == xb[..., 0], this returns mismatched pairs.
"""
EXERCISE = "training.shuffled_batches"
VERDICT = "fail"
KIND = "law"

import jax
import jax.numpy as jnp


def shuffled_batches(key, x, y, batch_size):
    n_batches = x.shape[0] // batch_size
    kept = n_batches * batch_size
    key_x, key_y = jax.random.split(key)
    x_shuffled = jax.random.permutation(key_x, x)
    y_shuffled = jax.random.permutation(key_y, y)
    x_batches = x_shuffled[:kept].reshape(n_batches, batch_size, *x.shape[1:])
    y_batches = y_shuffled[:kept].reshape(n_batches, batch_size)
    return x_batches, y_batches


if __name__ == "__main__":
    import numpy as np

    x = jnp.repeat(jnp.arange(8.0)[:, None], 2, axis=1)
    y = jnp.arange(8.0)
    with jax.debug_key_reuse(True):                    # no key is reused any more
        xb, yb = shuffled_batches(jax.random.key(0), x, y, 4)
    print("x ids", np.asarray(xb[..., 0]).ravel(), "\ny ids", np.asarray(yb).ravel())
    assert not np.array_equal(np.asarray(xb[..., 0]), np.asarray(yb))
    print("verified")
