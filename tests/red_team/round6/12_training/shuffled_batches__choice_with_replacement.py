"""Draws the batch indexes with jax.random.choice, whose default replace=True samples with replacement, so an example can appear twice and others not at all.

Violates: "each example at most once"
Verifying input: key(0), n = 10, batch_size 4, y = arange(10) -> requires 8 distinct labels, this returns duplicates.
"""
EXERCISE = "training.shuffled_batches"
VERDICT = "fail"
KIND = "law"

import jax
import jax.numpy as jnp


def shuffled_batches(key, x, y, batch_size):
    n = x.shape[0]
    n_batches = n // batch_size
    index = jax.random.choice(key, n, (n_batches, batch_size))
    return x[index], y[index]


if __name__ == "__main__":
    import numpy as np

    xb, yb = shuffled_batches(jax.random.key(0), jnp.ones((10, 3)), jnp.ones(10), 4)
    assert (xb.shape, yb.shape) == ((2, 4, 3), (2, 4))
    xb, yb = shuffled_batches(jax.random.key(0), jnp.repeat(jnp.arange(10.0)[:, None], 3, 1), jnp.arange(10), 4)
    labels = np.asarray(yb).ravel()
    print("labels drawn:", labels)
    assert np.array_equal(np.asarray(xb[..., 0]), np.asarray(yb))      # pairs are kept
    assert len(set(labels.tolist())) < labels.size
    print("verified")
