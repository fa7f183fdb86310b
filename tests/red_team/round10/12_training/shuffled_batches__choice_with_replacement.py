"""Draws the example indices with jax.random.choice, whose default replace=True can pick the same example twice.

Violates: "each example at most once"
Verifying input: shuffled_batches(jax.random.key(0), jnp.arange(10.0)[:, None], jnp.arange(10), 10) -> the docstring requires all 10 examples once each; this repeats some and omits others.
"""
EXERCISE = "training.shuffled_batches"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def shuffled_batches(key, x, y, batch_size):
    n = x.shape[0]
    n_batches = n // batch_size
    idx = jax.random.choice(key, n, shape=(n_batches * batch_size,))
    x_batches = x[idx].reshape(n_batches, batch_size, *x.shape[1:])
    y_batches = y[idx].reshape(n_batches, batch_size)
    return x_batches, y_batches


if __name__ == "__main__":
    xb, yb = shuffled_batches(jax.random.key(0), jnp.ones((10, 3)), jnp.ones(10), 4)
    assert (xb.shape, yb.shape) == ((2, 4, 3), (2, 4))
    xb, yb = shuffled_batches(jax.random.key(0), jnp.arange(10.0)[:, None], jnp.arange(10), 10)
    labels = sorted(yb.reshape(-1).tolist())
    assert labels != list(range(10)), labels
    print("flaw shown: labels", labels, "expected each of 0..9 once")
