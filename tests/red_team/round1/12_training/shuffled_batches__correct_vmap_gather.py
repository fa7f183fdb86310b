"""Correct: one permutation of the indices from ``key``, then a ``vmap``-ed gather that picks each (x, y) pair by index, batches by reshape.

Violates: nothing (correct solution).
Verifying input: float16 x with int32 labels above 2**24, inf values, n not a multiple of the batch, many keys -> pairs kept, each example at most once, dtypes kept, leftovers random, deterministic per key.
"""
EXERCISE = "training.shuffled_batches"
VERDICT = "pass"
KIND = "style"

import functools

import jax
import jax.numpy as jnp
import numpy as np


@functools.partial(jax.jit, static_argnums=3)
def shuffled_batches(key, x, y, batch_size):
    n = x.shape[0]
    n_batches = n // batch_size
    order = jax.random.permutation(key, n)[: n_batches * batch_size]
    xs, ys = jax.vmap(lambda i: (x[i], y[i]))(order)
    return xs.reshape(n_batches, batch_size, *x.shape[1:]), ys.reshape(n_batches, batch_size)


if __name__ == "__main__":
    xb, yb = shuffled_batches(jax.random.key(0), jnp.ones((10, 3)), jnp.ones(10), 4)
    assert (xb.shape, yb.shape) == ((2, 4, 3), (2, 4))
    n = 10
    labels = 2**24 + 1 + jnp.arange(n, dtype=jnp.int32)
    x = jnp.stack([jnp.arange(n, dtype=jnp.float16), jnp.full(n, jnp.inf, jnp.float16)], axis=1)
    seen = set()
    for i in range(40):
        xb, yb = shuffled_batches(jax.random.key(i), x, labels, 4)
        assert xb.dtype == jnp.float16 and yb.dtype == jnp.int32
        assert xb.shape == (2, 4, 2) and yb.shape == (2, 4)
        idx = np.asarray(xb[..., 0]).astype(int).ravel()
        assert len(set(idx.tolist())) == 8
        assert np.array_equal(np.asarray(yb).ravel(), 2**24 + 1 + idx)
        assert not np.isnan(np.asarray(xb, np.float32)).any()
        seen |= set(idx.tolist())
    assert seen == set(range(n))
    a = shuffled_batches(jax.random.key(5), x, labels, 4)[1]
    b = shuffled_batches(jax.random.key(5), x, labels, 4)[1]
    c = shuffled_batches(jax.random.key(6), x, labels, 4)[1]
    assert np.array_equal(a, b) and not np.array_equal(a, c)
    print("verified")
