"""Draws the batch indices with ``jax.random.randint`` (sampling with replacement), so some examples appear twice and others never.

Violates: "The examples are taken in a random order drawn from ``key``, each example at most once".
Verifying input: shuffled_batches(jax.random.key(0), jnp.arange(32.0)[:, None], jnp.arange(32.0), 8) -> the docstring requires 32 distinct examples, this returns duplicates.
"""
EXERCISE = "training.shuffled_batches"
VERDICT = "fail"
KIND = "law"

import jax
import jax.numpy as jnp
import numpy as np


def shuffled_batches(key, x, y, batch_size):
    n = x.shape[0]
    n_batches = n // batch_size
    idx = jax.random.randint(key, (n_batches * batch_size,), 0, n)
    return (x[idx].reshape(n_batches, batch_size, *x.shape[1:]),
            y[idx].reshape(n_batches, batch_size))


if __name__ == "__main__":
    xb, yb = shuffled_batches(jax.random.key(0), jnp.ones((10, 3)), jnp.ones(10), 4)
    assert (xb.shape, yb.shape) == ((2, 4, 3), (2, 4))
    x, y = jnp.arange(32.0)[:, None] * jnp.ones((1, 2)), jnp.arange(32.0)
    xb, yb = shuffled_batches(jax.random.key(0), x, y, 8)
    assert np.array_equal(np.asarray(xb[..., 0]), np.asarray(yb))  # pairs kept
    xb2, _ = shuffled_batches(jax.random.key(1), x, y, 8)
    assert not np.array_equal(xb, xb2)
    seen = np.asarray(yb).ravel()
    assert len(np.unique(seen)) < len(seen), seen
    print("verified")
