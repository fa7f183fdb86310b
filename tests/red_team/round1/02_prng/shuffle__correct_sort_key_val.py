"""Correct: sorts the row numbers by random 32-bit keys drawn from fold_in(key, epoch) (lax.sort_key_val) and gathers the rows.

Violates: nothing.
Verifying input: 1-D, 2-D, int and float rows with inf, empty x, traced epochs (one compilation), 30000 keys on 3 rows -> a permutation of rows, repeatable, new order per epoch, uniform over the 6 orders.
"""
EXERCISE = "prng.shuffle"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax


def shuffle(key: jax.Array, x: jax.Array, epoch: int) -> jax.Array:
    x = jnp.asarray(x)
    n = x.shape[0]
    epoch_key = jax.random.fold_in(key, epoch)
    sort_keys = jax.random.bits(epoch_key, (n,), jnp.uint32)
    _, order = lax.sort_key_val(sort_keys, jnp.arange(n, dtype=jnp.int32))
    return jnp.take(x, order, axis=0)


if __name__ == "__main__":
    y = shuffle(jax.random.key(0), jnp.arange(5), 1)
    assert sorted(y.tolist()) == [0, 1, 2, 3, 4]
    f = jax.jit(shuffle)
    cases = [np.arange(40, dtype=np.int32), np.array([[np.inf, 1], [np.nan, 2], [-0.0, 3], [4, 5]], np.float32),
             np.arange(30, dtype=np.int8).reshape(10, 3), np.zeros((0, 2), np.float32)]
    for x in cases:
        a = np.asarray(f(jax.random.key(1), x, 3))
        assert a.dtype == x.dtype and a.shape == x.shape
        np.testing.assert_array_equal(a, np.asarray(shuffle(jax.random.key(1), x, 3)))
        rows_a = sorted(repr(np.asarray(r).tolist()) for r in a)
        rows_x = sorted(repr(np.asarray(r).tolist()) for r in x)
        assert rows_a == rows_x
    v = np.arange(40, dtype=np.int32)
    orders = {tuple(np.asarray(f(jax.random.key(1), v, jnp.int32(e)))) for e in range(10)}
    assert len(orders) == 10
    assert f._cache_size() <= 5
    with jax.debug_key_reuse(True):
        shuffle(jax.random.key(2), v, 5)
    assert "random_fold_in" in str(jax.make_jaxpr(shuffle)(jax.random.key(0), v, 2))
    keys = jax.random.split(jax.random.key(0), 30000)
    perms = np.asarray(jax.jit(jax.vmap(lambda k: shuffle(k, jnp.arange(3), 7)))(keys))
    _, counts = np.unique(perms @ np.array([9, 3, 1]), return_counts=True)
    expected = 5000
    chi2 = ((counts - expected) ** 2 / expected).sum()
    assert len(counts) == 6 and chi2 < 25, (counts, chi2)
    print("verified")
