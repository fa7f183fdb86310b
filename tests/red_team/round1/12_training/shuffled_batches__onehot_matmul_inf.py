"""Shuffles by multiplying with a one-hot permutation matrix (and casts back to the input dtypes); an inf in one example becomes NaN (0 * inf) in every other example's column.

Violates: "each input still paired with its own target" / "x: inputs, shape ``(n, n_features)``, of any dtype" (values must be moved, not recomputed).
Verifying input: x = [[1, 2], [inf, 3], [4, 5], [6, 7]], y = arange(4), batch_size 2 -> the docstring requires the rows of x permuted (one inf, no NaN), this returns NaN in every row.
"""
EXERCISE = "training.shuffled_batches"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
import numpy as np


def shuffled_batches(key, x, y, batch_size):
    n = x.shape[0]
    n_batches = n // batch_size
    perm = jax.random.permutation(key, n)[: n_batches * batch_size]
    p = jax.nn.one_hot(perm, n, dtype=jnp.float32)  # (kept, n) permutation rows
    xs = (p @ x.astype(jnp.float32)).astype(x.dtype)
    ys = (p @ y.astype(jnp.float32)).astype(y.dtype)
    return xs.reshape(n_batches, batch_size, *x.shape[1:]), ys.reshape(n_batches, batch_size)


if __name__ == "__main__":
    xb, yb = shuffled_batches(jax.random.key(0), jnp.ones((10, 3)), jnp.ones(10), 4)
    assert (xb.shape, yb.shape) == ((2, 4, 3), (2, 4))
    x, y = jnp.arange(20.0).reshape(10, 2), jnp.arange(10)
    xb, yb = shuffled_batches(jax.random.key(3), x, y, 3)
    assert yb.dtype == y.dtype and np.array_equal(np.asarray(xb[..., 0]) / 2, np.asarray(yb))
    assert len(np.unique(np.asarray(yb))) == 9
    x = jnp.array([[1.0, 2.0], [jnp.inf, 3.0], [4.0, 5.0], [6.0, 7.0]])
    xb, yb = shuffled_batches(jax.random.key(0), x, jnp.arange(4), 2)
    assert int(jnp.isnan(xb).sum()) >= 3, xb  # the correct result contains no NaN at all
    print("verified")
