"""Applies the permutation as a one-hot matrix product (P @ x): an inf or nan in one row turns entries of other rows into nan.

Violates: "An array with the same shape and dtype as x: its rows, permuted."
Verifying input: key(0), x = [[inf], [1], [2], [3]] (float32), epoch 0 -> the docstring requires a permutation of inf, 1, 2, 3, this returns nan in every row not holding the inf.
"""
EXERCISE = "prng.shuffle"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
import numpy as np


def shuffle(key: jax.Array, x: jax.Array, epoch: int) -> jax.Array:
    x = jnp.asarray(x)
    n = x.shape[0]
    perm = jax.random.permutation(jax.random.fold_in(key, epoch), n)
    p = jax.nn.one_hot(perm, n, dtype=x.dtype)
    return jnp.tensordot(p, x, axes=1).astype(x.dtype)


if __name__ == "__main__":
    y = shuffle(jax.random.key(0), jnp.arange(5), 1)
    assert sorted(y.tolist()) == [0, 1, 2, 3, 4]
    x = np.random.default_rng(0).normal(size=(9, 2)).astype(np.float32)
    f = jax.jit(shuffle)
    a = np.asarray(f(jax.random.key(3), x, 2))
    np.testing.assert_array_equal(a, np.asarray(shuffle(jax.random.key(3), x, 2)))
    assert sorted(map(tuple, a)) == sorted(map(tuple, x))
    keys = jax.random.split(jax.random.key(0), 6000)
    orders = np.asarray(jax.jit(jax.vmap(lambda k: shuffle(k, jnp.arange(3), 0)))(keys))
    _, counts = np.unique(orders @ np.array([9, 3, 1]), return_counts=True)
    assert len(counts) == 6 and counts.min() > 850
    bad = np.array([[np.inf], [1.0], [2.0], [3.0]], np.float32)
    out = np.asarray(f(jax.random.key(0), bad, 0))
    assert np.isnan(out).sum() == 3, out    # the contract requires inf, 1, 2, 3 in some order
    print("verified")
