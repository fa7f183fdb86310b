"""Drops the remainder first (keeps ``x[:n_batches * batch_size]``) and shuffles what is left, so the last ``n % batch_size`` examples are never drawn.

Violates: "The examples are taken in a random order drawn from ``key`` ... the examples left over are dropped" (which ones are left over must be random).
Verifying input: shuffled_batches(key_i, jnp.arange(10.0)[:, None], jnp.arange(10.0), 4) for 50 keys -> the docstring requires examples 8 and 9 to appear in some draws, this never includes them.
"""
EXERCISE = "training.shuffled_batches"
VERDICT = "fail"
KIND = "law"

import jax
import jax.numpy as jnp
import numpy as np


def shuffled_batches(key, x, y, batch_size):
    n_batches = x.shape[0] // batch_size
    kept = n_batches * batch_size
    perm = jax.random.permutation(key, kept)
    x_kept, y_kept = x[:kept], y[:kept]
    return (x_kept[perm].reshape(n_batches, batch_size, *x.shape[1:]),
            y_kept[perm].reshape(n_batches, batch_size))


if __name__ == "__main__":
    xb, yb = shuffled_batches(jax.random.key(0), jnp.ones((10, 3)), jnp.ones(10), 4)
    assert (xb.shape, yb.shape) == ((2, 4, 3), (2, 4))
    x, y = jnp.arange(10.0)[:, None], jnp.arange(10.0)
    seen = set()
    for i in range(50):
        xb, yb = shuffled_batches(jax.random.key(i), x, y, 4)
        assert np.array_equal(np.asarray(xb[..., 0]), np.asarray(yb))
        assert len(set(np.asarray(yb).ravel().tolist())) == 8
        seen |= set(np.asarray(yb).ravel().tolist())
    assert 8.0 not in seen and 9.0 not in seen, seen
    print("verified")
