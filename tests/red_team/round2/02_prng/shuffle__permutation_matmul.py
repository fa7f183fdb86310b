"""The student applies the permutation as a one-hot matrix product P @ x, so one inf or nan in a column turns that column into nan in every other row.

Violates: "An array with the same shape and dtype as ``x``: its rows, permuted." for "x: ... Any values: inf and nan included."
Verifying input: x = [[1, 2], [inf, 3], [4, 5]] (float32), key(0), epoch 0 -> requires the same three rows in some order, this returns [[nan, 2], [nan, 5], [inf, 3]] (0 * inf = nan in the rows that did not hold the inf).
"""
EXERCISE = "prng.shuffle"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def shuffle(key: jax.Array, x: jax.Array, epoch: int) -> jax.Array:
    x = jnp.asarray(x)
    n = x.shape[0]
    perm = jax.random.permutation(jax.random.fold_in(key, epoch), n)
    p = jax.nn.one_hot(perm, n, dtype=x.dtype)
    return jnp.tensordot(p, x, axes=1).astype(x.dtype)


if __name__ == "__main__":
    import numpy as np

    y = shuffle(jax.random.key(0), jnp.arange(5), 1)
    assert sorted(y.tolist()) == [0, 1, 2, 3, 4]
    f = jax.jit(shuffle)
    rng = np.random.default_rng(0)
    for x in (rng.normal(size=(7, 3)).astype(np.float32), rng.integers(-2**20, 2**20, (6,)).astype(np.int32)):
        with jax.debug_key_reuse(True):
            for e in range(4):
                a = np.asarray(f(jax.random.key(1), x, e))
                b = np.asarray(shuffle(jax.random.key(1), x, jnp.int32(e)))
                np.testing.assert_array_equal(a, b)
                assert a.dtype == x.dtype
                assert sorted(map(tuple, a.reshape(len(x), -1).tolist())) == sorted(map(tuple, x.reshape(len(x), -1).tolist()))
    orders = np.asarray(jax.vmap(lambda e: shuffle(jax.random.key(7), jnp.arange(3.0), e))(jnp.arange(12000)))
    _, counts = np.unique(orders, axis=0, return_counts=True)
    assert len(counts) == 6 and np.all(np.abs(counts / 12000 - 1 / 6) < 0.015)
    got = np.asarray(shuffle(jax.random.key(0), jnp.array([[1.0, 2.0], [np.inf, 3.0], [4.0, 5.0]]), 0))
    assert np.isnan(got[:, 0]).sum() == 2, got
    print("verified")
